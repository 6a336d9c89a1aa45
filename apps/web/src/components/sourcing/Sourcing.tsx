// "Source, last checked" and "Report an error" on the public university and major pages. Both are
// drawn in the browser only (their texts are the small 'sourcing' namespace, loaded after the first
// screen), so the server's page and hydration are unchanged. The line shows only where a source is
// known; the report dialog (antd) is fetched on the first click.
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorReportField, ErrorReportTarget } from '@portal/shared';
import { ClientOnly } from '../ClientOnly';
import { PlainButton } from '../PlainButton';
import { withAntd } from '../../lib/with-antd';
import './sourcing.css';

const ReportErrorDialog = lazy(withAntd(() => import('./ReportErrorDialog')));

function Later({ children }: { children: ReactNode }) {
  return (
    <ClientOnly>
      <Suspense fallback={null}>{children}</Suspense>
    </ClientOnly>
  );
}

function Line({ source, checkedAt }: { source: string; checkedAt?: string | null }) {
  const { t } = useTranslation('sourcing');
  return (
    <p className="source-line" data-testid="source-line">
      {checkedAt ? t('sourceChecked', { source, date: checkedAt }) : t('source', { source })}
    </p>
  );
}

/** "来源：…，最近核对：YYYY-MM-DD" under a fact; nothing when the source is not known. */
export function SourceLine({ source, checkedAt }: { source?: string | null; checkedAt?: string | null }) {
  if (!source) return null;
  return (
    <Later>
      <Line source={source} checkedAt={checkedAt} />
    </Later>
  );
}

function Report({
  targetType,
  targetId,
  fields,
}: {
  targetType: ErrorReportTarget;
  targetId: number;
  fields: readonly ErrorReportField[];
}) {
  const { t } = useTranslation('sourcing');
  const [open, setOpen] = useState(false);
  return (
    <>
      <PlainButton look="link" size="small" className="report-error-link" onClick={() => setOpen(true)} data-testid="report-error">
        {t('report')}
      </PlainButton>
      {open ? (
        <Suspense fallback={null}>
          <ReportErrorDialog targetType={targetType} targetId={targetId} fields={fields} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The "报告错误 / Report an error" link with its dialog. */
export function ReportErrorLink(props: { targetType: ErrorReportTarget; targetId: number; fields: readonly ErrorReportField[] }) {
  return (
    <Later>
      <Report {...props} />
    </Later>
  );
}

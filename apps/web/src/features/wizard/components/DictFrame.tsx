// The frame of a step whose fields use dictionaries: a spinner while they load (the shell's Next
// waits for them too), and a line with a retry when they failed (the fields stay usable with what
// is known).
import type { ReactNode } from 'react';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReportPending } from '../step-ready';

interface DictState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export function DictFrame({ dict, busy = false, children }: { dict: DictState; busy?: boolean; children: ReactNode }) {
  const { t } = useTranslation('wizard');
  useReportPending(dict.isPending || busy);
  return (
    <Spin spinning={dict.isPending || busy}>
      {dict.isError ? (
        <p className="inline-error" role="alert">
          {t('dictFailed')}{' '}
          <Button type="link" size="small" onClick={() => void dict.refetch()}>
            {t('retry')}
          </Button>
        </p>
      ) : null}
      {children}
    </Spin>
  );
}

// Building blocks of the read-only sections of a student file (application detail, and the wizard's
// read-only views): a titled card, a label/value grid, file links and dictionary labels. The grid is
// ours, not antd's Descriptions table: a table sizes its columns by their content, so the columns
// changed from section to section; this grid gives every section the same columns (field-grid.ts).
import type { CSSProperties, ReactNode } from 'react';
import { Card, Empty, Grid } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FileRecord } from '@portal/shared';
import { dictLabelOf } from '../../../../lib/dict';
import { DASH, dash } from '../../../../lib/display';
import { getLang } from '../../../../lib/lang';
import { useApplyDicts } from '../../api/applications';
import { fileHref, fileName } from '../../files';
import { fieldColumns, fieldSpans } from '../../field-grid';

/** The texts, the language and a dictionary lookup that falls back to the raw value. */
export function useReadOnly() {
  const { t } = useTranslation('apply');
  const lang = getLang();
  const dicts = useApplyDicts();
  const label = (type: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return DASH;
    const v = String(value);
    return dictLabelOf(dicts.data?.[type], v, lang) ?? v;
  };
  const yesNo = (v: unknown): string => (v === '1' ? t('common.yes') : v === '0' ? t('common.no') : DASH);
  return { t, lang, label, yesNo };
}

/** A value as text: strings and numbers as they are, anything empty as '-'. */
export const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? dash(v) : DASH);

export interface Field {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** Long values (addresses, remarks) take a whole row. */
  wide?: boolean;
}

export function Fields({ fields, title }: { fields: Field[]; title?: ReactNode }) {
  const columns = fieldColumns(Grid.useBreakpoint());
  const spans = fieldSpans(fields, columns);
  return (
    <div className="ro-fields">
      {title ? <div className="ro-fields__title">{title}</div> : null}
      <dl className="ro-grid" style={{ '--ro-cols': columns } as CSSProperties}>
        {fields.map((f, i) => (
          <div key={f.key} className="ro-cell" style={{ gridColumn: `span ${spans[i]}` }}>
            <dt className="ro-cell__label">{f.label}</dt>
            <dd className="ro-cell__value">{f.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function ReadSection({ id, title, extra, children }: { id?: string; title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card id={id} className="ro-section" title={title} extra={extra} size="small">
      {children}
    </Card>
  );
}

/** Nothing was filled in for this section. */
export function NoneYet() {
  const { t } = useTranslation('apply');
  return <Empty className="ro-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.none')} />;
}

/** File names linking to their routes (the server serves them to the owner). */
export function FileLinks({ files }: { files: readonly Partial<FileRecord>[] | null | undefined }) {
  if (!files?.length) return <>{DASH}</>;
  return (
    <ul className="ro-files">
      {files.map((f, i) => {
        const href = fileHref(f);
        return (
          <li key={`${f.fileRoute ?? ''}-${i}`}>
            <PaperClipOutlined aria-hidden="true" />{' '}
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {fileName(f)}
              </a>
            ) : (
              fileName(f)
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The entries of a repeatable list, each under 'No. n' when there are several. */
export function ListBlocks<T>({ list, render }: { list: readonly T[]; render: (item: T, i: number) => Field[] }) {
  const { t } = useTranslation('apply');
  if (!list.length) return <NoneYet />;
  return (
    <div className="ro-list">
      {list.map((item, i) => (
        <Fields key={i} title={list.length > 1 ? t('common.item', { n: i + 1 }) : undefined} fields={render(item, i)} />
      ))}
    </div>
  );
}

// The repeatable lists of the wizard (education, work, language, referrers, guardians, relatives):
// EntryList, one Form.List of bordered entry blocks ('教育经历 1', two columns on desktop, one on
// phones) with their delete buttons, the add button and the empty state; date items kept as
// 'YYYY-MM-DD' strings, and the end-not-before-begin rule.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Empty, Form, Tooltip, type FormItemProps, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { msgKey, translateMessage } from '@portal/shared';
import { useIsMobile } from '../../../lib/device';
import { getLang } from '../../../lib/lang';
import './lists.css';

export const DATE = 'YYYY-MM-DD';

/** Form values stay plain JSON: the picker sees a Dayjs, the form keeps the 'YYYY-MM-DD' text ('' when cleared). */
export const dateItemProps: Pick<FormItemProps, 'getValueProps' | 'normalize'> = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v, DATE) : undefined }),
  normalize: (d: Dayjs | null) => (d ? d.format(DATE) : ''),
};

/** endDate of an entry: not before its beginDate (educationSchema / workSchema refine the same, on Next). */
export function endAfterBeginRule(path: (string | number)[]): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_r, value: unknown) => {
      const begin = getFieldValue([...path, 'beginDate']) as unknown;
      if (typeof value === 'string' && value && typeof begin === 'string' && begin && value < begin)
        return Promise.reject(new Error(translateMessage(msgKey('dateOrder'), getLang())));
      return Promise.resolve();
    },
  });
}

interface DateInputProps {
  value?: Dayjs;
  onChange?: (d: Dayjs | null) => void;
  placeholder?: string;
  /** Days before this one cannot be picked (the entry's begin date for its end date). */
  notBefore?: string | null;
  /** The Form.Item's field id, so its label names the picker. */
  id?: string;
}

/** A full-width date picker; on phones the text box is read-only so the keyboard does not cover the calendar. */
export function DateInput({ value, onChange, placeholder, notBefore, id }: DateInputProps) {
  const mobile = useIsMobile();
  const min = notBefore ? dayjs(notBefore, DATE) : null;
  return (
    <DatePicker
      id={id}
      value={value}
      onChange={(d) => onChange?.(d)}
      format={DATE}
      className="wizard-full"
      placeholder={placeholder}
      inputReadOnly={mobile}
      disabledDate={min ? (d) => d.isBefore(min, 'day') : undefined}
    />
  );
}

interface EntryBlockProps {
  title: string;
  /** Shown when the entry may be removed. */
  onRemove?: () => void;
  removeLabel: string;
  children: ReactNode;
}

/** One entry of a list as a bordered block with its title and delete button. */
function EntryBlock({ title, onRemove, removeLabel, children }: EntryBlockProps) {
  const mobile = useIsMobile();
  return (
    <section className={mobile ? 'wizard-entry wizard-entry--mobile' : 'wizard-entry'} aria-label={title}>
      <header className="wizard-entry__head">
        <h3 className="wizard-entry__title">{title}</h3>
        {onRemove ? (
          <Tooltip title={removeLabel}>
            <Button type="text" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={`${removeLabel} ${title}`} />
          </Tooltip>
        ) : null}
      </header>
      <div className="wizard-entry__grid">{children}</div>
    </section>
  );
}

/** The dashed add button under a list. */
function AddEntryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Form.Item className="wizard-entry-add">
      <Button type="dashed" block icon={<PlusOutlined />} onClick={onClick}>
        {children}
      </Button>
    </Form.Item>
  );
}

/** A list with no entries. */
export function ListEmpty({ text }: { text: string }) {
  return <Empty className="wizard-entry-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}

interface EntryListProps {
  /** The spec's name of the list (stuEduList): a server error at stuEduList.0.gpa lands on its field. */
  name: string;
  /** The title of entry n (from 1). */
  title: (n: number) => string;
  removeLabel: string;
  addLabel: ReactNode;
  /** A new entry as the add button puts it. */
  newEntry: () => Record<string, unknown>;
  /** How many entries always stay: 1 for a list that needs an entry (its last one has no delete), 0 for one that may be empty. */
  keep?: 0 | 1;
  /** Shown when the list has no entries. */
  emptyText?: string;
  /** The fields of one entry; `index` is its name inside the list (Form.Item name={[index, 'gpa']}). */
  children: (index: number) => ReactNode;
}

/** One repeatable list of a step: its entries as blocks, each removable while more than `keep` remain, and the add button. */
export function EntryList({ name, title, removeLabel, addLabel, newEntry, keep = 1, emptyText, children }: EntryListProps) {
  return (
    <Form.List name={name}>
      {(entries, { add, remove }) => (
        <>
          {entries.length === 0 && emptyText ? <ListEmpty text={emptyText} /> : null}
          {entries.map(({ key, name: index }, i) => (
            <EntryBlock
              key={key}
              title={title(i + 1)}
              removeLabel={removeLabel}
              onRemove={entries.length > keep ? () => remove(index) : undefined}
            >
              {children(index)}
            </EntryBlock>
          ))}
          <AddEntryButton onClick={() => add(newEntry())}>{addLabel}</AddEntryButton>
        </>
      )}
    </Form.List>
  );
}

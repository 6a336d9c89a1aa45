// Pieces the catalogue screens share: the unsaved-leave guard, the bar of bulk actions, the column
// chooser (remembered per list), the load-error banner and the answer to a stale save.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Popover, Space } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dialog } from '../../../lib/feedback';
import { readColumns, writeColumns } from './model';

/**
 * Leaving a form with unsaved changes asks first: links and the browser's back inside the portal
 * (leave or stay), and closing or reloading the tab (the browser's own question).
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('console-catalogue');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    const onUnload = (ev: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      ev.preventDefault();
      ev.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    dialog.confirm({
      title: t('leave.title'),
      content: t('leave.text'),
      okText: t('leave.leave'),
      cancelText: t('leave.stay'),
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed?.(),
      onCancel: () => blocker.reset?.(),
    });
  }, [blocker, t]);
}

/** The bar above a list while rows are chosen: how many, the actions, and clearing the choice. */
export function BulkBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  const { t } = useTranslation('console-catalogue');
  if (!count) return null;
  return (
    <div className="console-catalogue__bulk" role="region" aria-label={t('bulk.label')}>
      <span>{t('bulk.selected', { count })}</span>
      <Space wrap>
        {children}
        <Button type="link" onClick={onClear}>
          {t('bulk.clear')}
        </Button>
      </Space>
    </div>
  );
}

/** The columns a list shows, chosen by the user and remembered in this browser. */
export function useColumnChoice(list: string, known: readonly string[], defaults: readonly string[]) {
  const [chosen, setChosen] = useState(() => readColumns(list, known, defaults));
  const set = (next: string[]) => {
    const kept = known.filter((k) => next.includes(k));
    if (!kept.length) return;
    setChosen(kept);
    writeColumns(list, kept);
  };
  return { chosen, set };
}

export function ColumnPicker({
  options,
  chosen,
  onChange,
}: {
  options: { value: string; label: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation('console-catalogue');
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('columns.title')}
      content={
        <Checkbox.Group className="console-catalogue__columns" value={chosen} options={options} onChange={(v) => onChange(v as string[])} />
      }
    >
      <Button icon={<SettingOutlined />}>{t('columns.button')}</Button>
    </Popover>
  );
}

export function LoadError({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation('console-catalogue');
  return (
    <Alert
      className="console-alert"
      type="error"
      showIcon
      title={error.message || t('errors.load')}
      action={
        <Button size="small" onClick={retry}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}

/** Someone else saved the row since it was loaded: say so, and offer to load their version. */
export function showStale(message: string, reload: () => void, t: (k: 'stale.title' | 'stale.reload' | 'stale.keep') => string) {
  dialog.confirm({
    title: t('stale.title'),
    content: message,
    okText: t('stale.reload'),
    cancelText: t('stale.keep'),
    onOk: reload,
  });
}

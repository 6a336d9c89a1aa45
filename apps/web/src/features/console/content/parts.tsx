// Pieces the content screens share: the load-error banner, the column chooser (the choice kept in
// this browser per list), the unsaved-leave guard of the edit forms, and the bulk-action bar.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Popover, Space } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { dialog } from '../../../lib/feedback';

export function LoadError({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation('console-content');
  return (
    <Alert
      className="console-alert"
      type="error"
      showIcon
      title={error.message || t('common.loadFailed')}
      action={
        <Button size="small" onClick={retry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

const storageKey = (list: string) => `console.columns.${list}`;

/** The columns shown of a list: all but the optional ones switched off, remembered per browser. */
export function useColumnChoice(list: string, optional: readonly string[], hiddenByDefault: readonly string[] = []) {
  const [hidden, setHidden] = useState<string[]>(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(storageKey(list)) ?? 'null') as unknown;
      if (Array.isArray(saved)) return saved.filter((k): k is string => typeof k === 'string' && optional.includes(k));
    } catch {
      /* a broken value: the defaults */
    }
    return [...hiddenByDefault];
  });
  const set = (keys: string[]) => {
    setHidden(keys);
    try {
      localStorage.setItem(storageKey(list), JSON.stringify(keys));
    } catch {
      /* private mode: kept for this visit */
    }
  };
  return { hidden, setHidden: set, shows: (key: string) => !hidden.includes(key) };
}

export function ColumnChooser({
  options,
  hidden,
  onChange,
}: {
  options: { key: string; label: string }[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const { t } = useTranslation('console-content');
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('common.columns')}
      content={
        <Checkbox.Group
          className="console-content__columns"
          value={options.map((o) => o.key).filter((k) => !hidden.includes(k))}
          onChange={(shown) => onChange(options.map((o) => o.key).filter((k) => !shown.includes(k)))}
          options={options.map((o) => ({ value: o.key, label: o.label }))}
        />
      }
    >
      <Button icon={<SettingOutlined />}>{t('common.columns')}</Button>
    </Popover>
  );
}

/** The bar above a list while rows are selected: how many, the actions, and clearing the choice. */
export function BulkBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  const { t } = useTranslation('console-content');
  if (!count) return null;
  return (
    <div className="console-content__bulk" role="region" aria-label={t('common.bulk')}>
      <span>{t('common.selected', { n: count })}</span>
      <Space wrap>
        {children}
        <Button type="link" onClick={onClear}>
          {t('common.clearSelection')}
        </Button>
      </Space>
    </div>
  );
}

/**
 * Leaving a form with unsaved changes asks first: links and the browser's back inside the portal
 * (a dialog: leave or stay), and closing or reloading the tab (the browser's own question).
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('console-content');
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
      title: t('common.leaveTitle'),
      content: t('common.leaveText'),
      okText: t('common.leave'),
      cancelText: t('common.stay'),
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed?.(),
      onCancel: () => blocker.reset?.(),
    });
  }, [blocker, t]);
}

// Pieces the operations screens share: the column chooser of a list (kept per list in
// localStorage), the load-error banner with a retry, and the unsaved-changes guard of a drawer form.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Dropdown } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dialog } from '../../../lib/feedback';
import { hasSessionHint } from '../../../lib/session';

/** The columns shown of a list; the user's choice is remembered on this browser. */
export function useColumnChoice(list: string, all: readonly string[], hiddenByDefault: readonly string[] = []) {
  const storageKey = `console-ops-columns:${list}`;
  const [hidden, setHidden] = useState<string[]>(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as unknown;
      if (Array.isArray(saved)) return saved.filter((k): k is string => typeof k === 'string' && all.includes(k));
    } catch {
      /* a damaged value: the defaults */
    }
    return [...hiddenByDefault];
  });
  const toggle = (key: string, shown: boolean) => {
    const next = shown ? hidden.filter((k) => k !== key) : [...hidden, key];
    setHidden(next);
    try {
      localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      /* storage full or off: this visit only */
    }
  };
  return { shown: (key: string) => !hidden.includes(key), hidden, toggle };
}

export function ColumnChooser({
  columns,
  choice,
}: {
  columns: { key: string; title: string }[];
  choice: ReturnType<typeof useColumnChoice>;
}) {
  const { t } = useTranslation('console-ops');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: columns.map((c) => ({
          key: c.key,
          label: (
            <Checkbox checked={choice.shown(c.key)} onChange={(e) => choice.toggle(c.key, e.target.checked)}>
              {c.title}
            </Checkbox>
          ),
        })),
      }}
    >
      <Button icon={<SettingOutlined />}>{t('common.columns')}</Button>
    </Dropdown>
  );
}

export function LoadError({ error, retry }: { error: Error | null; retry: () => void }) {
  const { t } = useTranslation('console-ops');
  if (!error) return null;
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

/**
 * Unsaved changes in a drawer: leaving the route or closing the drawer asks first; a page unload
 * asks the browser's own question. Answers `confirmClose(close)` for the drawer's close.
 */
export function useDirtyGuard(dirty: boolean) {
  const { t } = useTranslation('console-ops');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const asked = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asked.current) return;
    asked.current = true;
    dialog.confirm({
      title: t('common.leaveTitle'),
      content: t('common.leaveText'),
      okText: t('common.leave'),
      cancelText: t('common.stay'),
      onOk: () => {
        asked.current = false;
        blocker.proceed?.();
      },
      onCancel: () => {
        asked.current = false;
        blocker.reset?.();
      },
    });
  }, [blocker, t]);
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  useEffect(() => {
    const onUnload = (ev: BeforeUnloadEvent) => {
      if (!dirtyNow.current || !hasSessionHint()) return;
      ev.preventDefault();
      ev.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);
  return (close: () => void) => {
    if (!dirtyNow.current) return close();
    dialog.confirm({
      title: t('common.leaveTitle'),
      content: t('common.leaveText'),
      okText: t('common.leave'),
      cancelText: t('common.stay'),
      onOk: close,
    });
  };
}

// The pieces every workbench list (and its forms) draws the same way: the column picker, the
// load-error banner with a retry, the bar of bulk actions while rows are chosen, and the question
// before unsaved changes are left. Their texts live in the `console` namespace (list.*, errors.*).
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Popover, Space } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dialog } from '../../../lib/feedback';
import { hasSessionHint } from '../../../lib/session';
import type { ColumnChoice } from './columns';

/**
 * The '列设置' button: a box per choosable column (`options` in the list's order, each with its
 * label); the last shown box cannot be switched off.
 */
export function ColumnPicker({ options, choice }: { options: { key: string; label: ReactNode }[]; choice: ColumnChoice }) {
  const { t } = useTranslation('console');
  const shown = options.map((o) => o.key).filter((k) => choice.shows(k));
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('list.columns.title')}
      content={
        <Checkbox.Group
          className="console-columns"
          value={shown}
          onChange={(next) => choice.setHidden(options.map((o) => o.key).filter((k) => !(next as string[]).includes(k)))}
          options={options.map((o) => ({ value: o.key, label: o.label, disabled: shown.length === 1 && shown[0] === o.key }))}
        />
      }
    >
      <Button icon={<SettingOutlined />}>{t('list.columns.button')}</Button>
    </Popover>
  );
}

/** A load that failed: its message (or a plain one) and a retry. Nothing when there is no error. */
export function LoadError({ error, retry }: { error: Error | null | undefined; retry: () => void }) {
  const { t } = useTranslation('console');
  if (!error) return null;
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

/** The bar above a list while rows are chosen: how many, the actions, and clearing the choice. */
export function BulkBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  const { t } = useTranslation('console');
  if (!count) return null;
  return (
    <div className="console-bulk" role="region" aria-label={t('list.bulk.label')}>
      <span className="console-bulk__count">{t('list.bulk.selected', { count })}</span>
      <Space wrap>
        {children}
        <Button type="link" onClick={onClear}>
          {t('list.bulk.clear')}
        </Button>
      </Space>
    </div>
  );
}

/**
 * Unsaved changes are never lost silently: leaving the page inside the portal (a link, the back
 * button; a change of the address's query only is no leaving) asks first, leave or stay; closing
 * or reloading the tab asks the browser's own question while signed in. Answers
 * `confirmClose(close)` for a drawer or dialog holding the form: it closes at once when nothing
 * changed, else after the same question.
 */
export function useLeaveGuard(dirty: boolean): (close: () => void) => void {
  const { t } = useTranslation('console');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const asked = useRef(false);
  const ask = useCallback(
    (onLeave: () => void, onStay?: () => void) =>
      dialog.confirm({
        title: t('list.leave.title'),
        content: t('list.leave.text'),
        okText: t('list.leave.leave'),
        cancelText: t('list.leave.stay'),
        okButtonProps: { danger: true },
        onOk: onLeave,
        onCancel: onStay,
      }),
    [t],
  );
  useEffect(() => {
    if (blocker.state !== 'blocked' || asked.current) return;
    asked.current = true;
    ask(
      () => {
        asked.current = false;
        blocker.proceed?.();
      },
      () => {
        asked.current = false;
        blocker.reset?.();
      },
    );
  }, [blocker, ask]);
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
    ask(close);
  };
}

// What the catalogue screens share beyond the list kit (../list/kit.ts): the answer to a stale save.
import { dialog } from '../../../lib/feedback';

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

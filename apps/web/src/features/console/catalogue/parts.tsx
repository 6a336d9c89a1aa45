// What the console's edit forms share beyond the list kit (../list/kit.ts): the answer to a stale save.
import { CONSOLE_SHARED_CODES } from '@portal/shared';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { dialog } from '../../../lib/feedback';

/** A save refused because someone changed the row since its form loaded it (71020, every console form). */
export const isStale = (e: unknown): e is ApiError => isApiError(e) && e.code === CONSOLE_SHARED_CODES.STALE;

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

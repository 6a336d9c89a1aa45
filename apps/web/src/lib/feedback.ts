// Toasts and dialogs for every screen and for code outside React (API client, route guard).
// antd's message and Modal are loaded on first use, so they stay out of the first load; their
// static methods get the app's locale and theme through ConfigProvider.config({ holderRender })
// (set up in main.tsx).
import type { ModalFuncProps } from 'antd';

type FeedbackModule = typeof import('./feedback-antd');
let loading: Promise<FeedbackModule> | undefined;
const load = () => (loading ??= import('./feedback-load').then((m) => m.loadFeedbackAntd()));

type Level = 'error' | 'warning' | 'success' | 'info';
const show = (level: Level) => (content: string) => {
  void load().then(({ message }) => message[level](content));
};

export const toast = {
  error: show('error'),
  warning: show('warning'),
  success: show('success'),
  info: show('info'),
};

export const dialog = {
  warning: (props: ModalFuncProps) => void load().then(({ Modal }) => Modal.warning(props)),
  confirm: (props: ModalFuncProps) => void load().then(({ Modal }) => Modal.confirm(props)),
  success: (props: ModalFuncProps) => void load().then(({ Modal }) => Modal.success(props)),
};

/** Start loading early (e.g. when a form opens) so the first toast is instant. */
export const preloadFeedback = () => void load();

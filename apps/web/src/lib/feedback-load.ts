// The lazy import of antd's message and Modal (lib/feedback-antd), which names the antd chunks they
// need (to fetch them at once): in a small chunk of its own, fetched on first use, so that the app's
// first load does not carry that list.
export const loadFeedbackAntd = () => import('./feedback-antd');

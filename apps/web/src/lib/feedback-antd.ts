// The antd pieces behind lib/feedback (a separate chunk). Importing antd-scope sets the locale and
// theme of the static holders.
import { message, Modal } from 'antd';
import './antd-scope';

// Toasts open below the sticky top navigation (64 px on desktop, 56 px on phones), never over it.
message.config({ maxCount: 3, top: 'calc(var(--header-h) + 8px)' });

export { message, Modal };

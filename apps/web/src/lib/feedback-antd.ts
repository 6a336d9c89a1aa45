// The antd pieces behind lib/feedback (a separate chunk). Importing antd-scope sets the locale and
// theme of the static holders.
import { message, Modal } from 'antd';
import './antd-scope';

message.config({ maxCount: 3 });

export { message, Modal };

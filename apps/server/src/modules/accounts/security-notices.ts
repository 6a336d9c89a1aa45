// Notices to an account's own phone and email when something that controls the account changes:
// the password (changed or reset) or a contact (the old one is told). A change made through a
// stolen or unattended session therefore reaches the owner. Delivery failures are logged, never
// fatal: the change itself has happened.
import type { Lang } from '@portal/shared';
import type { MailProvider, SmsProvider } from '../../providers/messaging';

export type SecurityEvent =
  | { kind: 'password_change' | 'password_reset' }
  | { kind: 'phone_change'; oldPhone: string; newPhone: string }
  | { kind: 'email_change'; oldEmail: string; newEmail: string };

export interface NoticeUser {
  phoneNumber: string | null;
  email: string | null;
}

export type SecurityNotify = (user: NoticeUser, event: SecurityEvent, lang: Lang) => Promise<void>;

const mask = (s: string) => (s.includes('@') ? s.replace(/^(.).*(@.*)$/, '$1***$2') : s.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2'));

function text(event: SecurityEvent, lang: Lang): { subject: string; body: string } {
  const tail =
    lang === 'cn'
      ? '如非本人操作，请立即通过“忘记密码”重置密码并联系客服。'
      : 'If this was not you, reset your password now with "Forgot password" and contact us.';
  switch (event.kind) {
    case 'password_change':
    case 'password_reset':
      return lang === 'cn'
        ? {
            subject: '密码已修改',
            body: `【留学奖学金】您的账号密码刚刚被${event.kind === 'password_reset' ? '重置' : '修改'}，所有设备已退出登录。${tail}`,
          }
        : {
            subject: 'Your password was changed',
            body: `[Scholarship Portal] The password of your account was just ${event.kind === 'password_reset' ? 'reset' : 'changed'} and every device was signed out. ${tail}`,
          };
    case 'phone_change':
      return lang === 'cn'
        ? {
            subject: '绑定手机号已更换',
            body: `【留学奖学金】您的账号绑定手机号已从 ${mask(event.oldPhone)} 更换为 ${mask(event.newPhone)}。${tail}`,
          }
        : {
            subject: 'Your mobile number was changed',
            body: `[Scholarship Portal] The mobile number of your account changed from ${mask(event.oldPhone)} to ${mask(event.newPhone)}. ${tail}`,
          };
    case 'email_change':
      return lang === 'cn'
        ? {
            subject: '绑定邮箱已更换',
            body: `【留学奖学金】您的账号绑定邮箱已从 ${mask(event.oldEmail)} 更换为 ${mask(event.newEmail)}。${tail}`,
          }
        : {
            subject: 'Your email address was changed',
            body: `[Scholarship Portal] The email address of your account changed from ${mask(event.oldEmail)} to ${mask(event.newEmail)}. ${tail}`,
          };
  }
}

export function securityNotifier(deps: {
  sms: SmsProvider;
  mail: MailProvider;
  log: { warn(obj: object, msg: string): void };
}): SecurityNotify {
  return async (user, event, lang) => {
    const { subject, body } = text(event, lang);
    // The old contact is the one to tell about a contact change; the current ones otherwise.
    const phone = event.kind === 'phone_change' ? event.oldPhone : user.phoneNumber;
    const email = event.kind === 'email_change' ? event.oldEmail : user.email;
    const sends: Promise<void>[] = [];
    if (phone) sends.push(deps.sms.send(phone, body));
    if (email) sends.push(deps.mail.send(email, subject, body));
    const results = await Promise.allSettled(sends);
    for (const r of results)
      if (r.status === 'rejected') deps.log.warn({ event: event.kind, err: String(r.reason) }, 'security notice not delivered');
  };
}

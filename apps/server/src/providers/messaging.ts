// SMS and mail delivery behind one interface each. The local implementations write to the outbox
// table (read by the dev outbox); the real adapters are an HTTP SMS gateway and SMTP mail.
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Config } from '../config';

export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}
export interface MailProvider {
  readonly name: string;
  send(to: string, subject: string, text: string): Promise<void>;
}

export function outboxSms(db: Db): SmsProvider {
  return {
    name: 'outbox',
    async send(to, text) {
      await db.insert(outbox).values({ channel: 'sms', recipient: to, body: text });
    },
  };
}

export function outboxMail(db: Db): MailProvider {
  return {
    name: 'outbox',
    async send(to, subject, text) {
      await db.insert(outbox).values({ channel: 'mail', recipient: to.toLowerCase(), subject, body: text });
    },
  };
}

/** Posts { to, text } as JSON to a gateway (most SMS vendors offer such a webhook or a thin proxy does). */
export function httpSms(url: string, token?: string): SmsProvider {
  return {
    name: 'http',
    async send(to, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export async function smtpMail(smtpUrl: string, from: string): Promise<MailProvider> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(to, subject, text) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

export async function createMessaging(config: Config, db: Db): Promise<{ sms: SmsProvider; mail: MailProvider }> {
  const sms = config.SMS_PROVIDER === 'http' ? httpSms(config.SMS_HTTP_URL!, config.SMS_HTTP_TOKEN) : outboxSms(db);
  const mail = config.MAIL_PROVIDER === 'smtp' ? await smtpMail(config.SMTP_URL!, config.MAIL_FROM) : outboxMail(db);
  return { sms, mail };
}

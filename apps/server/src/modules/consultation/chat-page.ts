// The demo chat page: where online consultation leads for a country whose chat link is not set
// (country_settings.chat_url null). It says which country, school and major the student asked
// about and that a counsellor will answer here, and that it is a demonstration. Drawn on the
// server in cn or en (language cookie, else Accept-Language), with no script and no outside asset;
// its one inline style is allowed by its own Content-Security-Policy nonce.
import { randomBytes } from 'node:crypto';
import type { Bilingual, Lang } from '@portal/shared';
import { escapeHtml as esc } from '../../lib/html-page';

export const CHAT_TEXTS = {
  title: { cn: '在线咨询', en: 'Online consultation' },
  demo: {
    cn: '演示页面：这里是留学顾问在线聊天的位置。正式使用时，各国家的咨询链接由工作人员在后台设置为真实的客服聊天窗口。',
    en: 'Demo page: this is where the chat with a study-abroad counsellor opens. In real use, staff set each country’s consultation link to the real customer-service chat in the back office.',
  },
  subject: { cn: '您咨询的内容', en: 'You asked about' },
  country: { cn: '国家', en: 'Country' },
  uni: { cn: '院校', en: 'University' },
  major: { cn: '专业', en: 'Major' },
  counsellor: { cn: '留学顾问', en: 'Counsellor' },
  greeting: {
    cn: '您好！已收到您关于{subject}的咨询，留学顾问会尽快在这里回复您，请稍候。',
    en: 'Hello! We have received your question about {subject}. A counsellor will answer you here shortly.',
  },
  waiting: { cn: '顾问正在接入…', en: 'Connecting you to a counsellor…' },
} satisfies Record<string, Bilingual>;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2329}
main{max-width:640px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 8px}.note{color:#8a6d00;background:#fff8e1;border-radius:8px;padding:8px 12px;font-size:14px;margin:12px 0}
h2{font-size:15px;color:#646a73;font-weight:500;margin:16px 0 6px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px;font-size:15px}dt{color:#646a73}dd{margin:0;word-break:break-word}
.chat{border-top:1px solid #eef0f3;padding-top:16px}.who{font-size:13px;color:#646a73;margin-bottom:4px}
.bubble{display:inline-block;background:#e8f3ff;border-radius:4px 12px 12px 12px;padding:10px 14px;max-width:100%}
.wait{color:#8f959e;font-size:14px;margin-top:12px}`;

export interface ChatSubject {
  countryName: string | null;
  uniName: string | null;
  majorName: string | null;
}

/** The page, and the Content-Security-Policy that lets its style (and nothing else) run. */
export function chatPage(lang: Lang, s: ChatSubject): { html: string; csp: string } {
  const t = (k: keyof typeof CHAT_TEXTS) => CHAT_TEXTS[k][lang];
  const nonce = randomBytes(16).toString('base64');
  const rows: [string, string | null][] = [
    [t('country'), s.countryName],
    [t('uni'), s.uniName],
    [t('major'), s.majorName],
  ];
  const facts = rows
    .filter(([, v]) => v)
    .map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v!)}</dd>`)
    .join('');
  const subject = [s.majorName, s.uniName, s.countryName].filter(Boolean).join(lang === 'cn' ? '，' : ', ') || t('title');
  const greeting = esc(t('greeting')).replace('{subject}', `<strong>${esc(subject)}</strong>`);
  const html = `<!doctype html>
<html lang="${lang === 'cn' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(t('title'))}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main><div class="card"><h1>${esc(t('title'))}</h1><p class="note" role="note">${esc(t('demo'))}</p>
${facts ? `<h2>${esc(t('subject'))}</h2><dl>${facts}</dl>` : ''}
<div class="chat"><div class="who">${esc(t('counsellor'))}</div><div class="bubble">${greeting}</div>
<p class="wait" role="status">${esc(t('waiting'))}</p></div></div></main></body></html>`;
  const csp = ["default-src 'none'", `style-src 'nonce-${nonce}'`, "form-action 'none'", "base-uri 'none'", "frame-ancestors 'none'"].join(
    '; ',
  );
  return { html, csp };
}

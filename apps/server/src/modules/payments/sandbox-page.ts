// The sandbox's pay page (what the QR code opens on a phone or a desktop): the merchant, the
// amount, Pay and Cancel. Drawn on the server, in cn or en (the language cookie, else
// Accept-Language), with no script and no outside asset; its one inline style is allowed by its
// own Content-Security-Policy nonce.
import { randomBytes } from 'node:crypto';
import type { Bilingual, Lang } from '@portal/shared';
import { escapeHtml as esc } from '../../lib/html-page';
import { fenToYuan } from '../../providers/payment';
import type { SandboxOrder } from '../../providers/payment/sandbox';

export const SANDBOX_TEXTS = {
  title: { cn: '支付沙箱', en: 'Payment sandbox' },
  note: {
    cn: '这是测试用的支付沙箱，不会产生真实扣款。',
    en: 'This is the test payment sandbox: no real money is taken.',
  },
  merchant: { cn: '收款方', en: 'Payee' },
  merchantName: { cn: '留学奖学金服务平台', en: 'Scholarship Portal' },
  item: { cn: '商品', en: 'Item' },
  order: { cn: '订单号', en: 'Order number' },
  amount: { cn: '金额', en: 'Amount' },
  yuan: { cn: '元', en: 'yuan' },
  pay: { cn: '确认支付', en: 'Pay' },
  cancel: { cn: '取消', en: 'Cancel' },
  paid: { cn: '支付成功，请返回页面查看结果。', en: 'Payment succeeded. Go back to the page to see the result.' },
  notConfirmed: {
    cn: '已付款，商户尚未确认；页面查询支付结果时会再次确认。',
    en: 'Paid; the merchant has not confirmed yet. It will check again when the page asks for the result.',
  },
  cancelled: { cn: '已取消支付，可重新扫码支付。', en: 'Payment cancelled. You can scan the code again to pay.' },
  closed: { cn: '该订单已关闭。', en: 'This order is closed.' },
  expired: { cn: '该订单已过期。', en: 'This order has expired.' },
  unknown: { cn: '订单不存在。', en: 'Order not found.' },
} satisfies Record<string, Bilingual>;

export type SandboxNotice = 'paid' | 'notConfirmed' | 'cancelled' | 'closed' | 'expired' | 'unknown';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.note{color:#8a6d00;background:#fff8e1;border-radius:8px;padding:8px 12px;font-size:14px;margin:12px 0}
.amount{font-size:34px;font-weight:600;text-align:center;margin:16px 0}.amount small{font-size:16px;font-weight:400;margin-left:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px;font-size:14px}dt{color:#646a73}dd{margin:0;word-break:break-all}
.msg{padding:10px 12px;border-radius:8px;margin:12px 0;font-size:15px}.ok{background:#e8f7ee;color:#146c2e}.warn{background:#fdecea;color:#a4262c}
form{margin:0}button{display:block;width:100%;min-height:48px;border:0;border-radius:24px;font-size:17px;margin-top:12px;cursor:pointer}
.pay{background:#07c160;color:#fff}.cancel{background:#eef0f3;color:#1f2329}`;

/** The page, and the Content-Security-Policy that lets its style (and nothing else) run. */
export function sandboxPage(opts: {
  lang: Lang;
  outTradeNo: string;
  order: SandboxOrder | null;
  notice: SandboxNotice | null;
  expired: boolean;
  actionBase: string;
}): { html: string; csp: string } {
  const t = (k: keyof typeof SANDBOX_TEXTS) => esc(SANDBOX_TEXTS[k][opts.lang]);
  const nonce = randomBytes(16).toString('base64');
  const o = opts.order;
  const payable = !!o && o.state === 'open' && !opts.expired;
  const stateNotice: SandboxNotice | null = !o
    ? 'unknown'
    : o.state === 'closed'
      ? 'closed'
      : o.state === 'open' && opts.expired
        ? 'expired'
        : o.state === 'paid' && opts.notice !== 'notConfirmed'
          ? 'paid'
          : opts.notice;
  const good = stateNotice === 'paid';
  const msg = stateNotice ? `<p class="msg ${good ? 'ok' : 'warn'}" role="status">${t(stateNotice)}</p>` : '';
  const base = esc(opts.actionBase);
  const body = o
    ? `<div class="amount">${esc(fenToYuan(o.amountFen))}<small>${t('yuan')}</small></div>
<dl><dt>${t('merchant')}</dt><dd>${t('merchantName')}</dd><dt>${t('item')}</dt><dd>${esc(o.description)}</dd><dt>${t('order')}</dt><dd>${esc(o.outTradeNo)}</dd></dl>`
    : '';
  const actions = payable
    ? `<form method="post" action="${base}/pay"><button class="pay" type="submit">${t('pay')}</button></form>
<form method="post" action="${base}/cancel"><button class="cancel" type="submit">${t('cancel')}</button></form>`
    : '';
  const html = `<!doctype html>
<html lang="${opts.lang === 'cn' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('title')}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main><div class="card"><h1>${t('title')}</h1><p class="note">${t('note')}</p>${body}${msg}${actions}</div></main></body></html>`;
  const csp = ["default-src 'none'", `style-src 'nonce-${nonce}'`, "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'"].join(
    '; ',
  );
  return { html, csp };
}

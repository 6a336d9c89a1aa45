// Paying the contract's fee (issue 12; spec 001 sections 4, 7, 8): the QR code of an order, the
// result check, the providers' notifications (their signatures cover the raw bytes, so that scope
// keeps the body as it came), and the sandbox's pay page with its Pay and Cancel actions.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeMessage, payResultAnswers, payResultBody, payTransactionAnswer, payTransactionBody, answers } from '@portal/shared';
import { ok } from '../../lib/envelope';
import { NotificationRefused, type NotifyAnswer } from '../../providers/payment';
import { SANDBOX_OUT_TRADE_NO } from '../../providers/payment/sandbox';
import { pageLang } from '../../lib/html-page';
import { sandboxPage, type SandboxNotice } from './sandbox-page';
import { payResult, qrContent } from './service';
import { applyPaid, recordRefused } from './state';

const PROVIDERS = ['sandbox', 'wechat', 'alipay'] as const;
const NOTICES = ['paid', 'notConfirmed', 'cancelled', 'closed', 'expired', 'unknown'] as const;
/** A notification is a few kB; more is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['pay'];
  const owner = { auth: 'required' as const };

  if (app.config.NODE_ENV === 'production' && (app.config.PAY_WECHAT === 'sandbox' || app.config.PAY_ALIPAY === 'sandbox'))
    app.log.warn(
      'payments: a channel uses the sandbox (PAY_WECHAT / PAY_ALIPAY): with NODE_ENV=production its pay page is not served, so its orders cannot be paid; set PAY_WECHAT=wechat and PAY_ALIPAY=alipay',
    );

  app.post(
    '/admin/pay/transaction',
    {
      config: owner,
      schema: {
        tags,
        summary: "The QR code of an open order of the caller's contract",
        description:
          'payType 1: WeChat Pay with orderNo; 2: Alipay with orderNoAs. data is the QR code content (WeChat code_url, Alipay qr_code, ' +
          'or the sandbox pay page). Codes: 70060 paid already, 70061 closed or expired, 70062 payType and order differ, 70063 provider ' +
          'unavailable; 005 for an order that is not the caller’s.',
        body: payTransactionBody,
        response: answers(payTransactionAnswer),
      },
    },
    async (req) => ok(await qrContent(app, req.auth!.userId, req.body.orderNo, req.body.payType), req.lang),
  );

  app.post(
    '/admin/pay/result',
    {
      config: owner,
      schema: {
        tags,
        summary: "Whether the caller's contract fee is paid",
        description:
          'code SUCCESS when the contract of the order is paid (either channel), NO_PAY while the order is open, ERROR when it is closed or expired. ' +
          'When no notification came yet the server asks the providers first. 005 for an order that is not the caller’s.',
        body: payResultBody,
        response: payResultAnswers,
      },
    },
    async (req) => {
      const r = await payResult(app, req.auth!.userId, req.body.orderNo, req.ip);
      return { code: r.code, msg: codeMessage(r.code, req.lang), data: r.data };
    },
  );

  // The providers' side: bodies kept as bytes (signatures), answers in each provider's own form.
  const providerSide: FastifyPluginAsyncZod = async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) => done(null, body));
    const send = (reply: import('fastify').FastifyReply, a: NotifyAnswer) => reply.status(a.status).type(a.contentType).send(a.body);

    raw.post(
      '/pay/notify/:provider',
      {
        config: { rawResponse: true },
        schema: {
          tags,
          summary: 'A payment notification from WeChat Pay, Alipay or the sandbox',
          description:
            'Signed by the provider (WeChat Pay: Wechatpay-* headers and an encrypted resource; Alipay: RSA2 form; sandbox: HMAC headers). ' +
            'Answered as the provider expects; a notification not believed or not matching the order is refused and recorded.',
          params: z.object({ provider: z.enum(PROVIDERS) }),
        },
      },
      async (req, reply) => {
        const name = req.params.provider;
        const provider = raw.payments.byName(name);
        if (!provider) return reply.status(404).type('text/plain').send('not configured');
        const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        let n;
        try {
          n = await provider.parseNotification({ headers: req.headers, rawBody });
        } catch (err) {
          if (!(err instanceof NotificationRefused)) throw err;
          // What the notification claims is not believed: only the reason is kept (never its signature).
          await recordRefused(raw.db, null, { reason: err.reason, provider: name, source: 'notify', bytes: rawBody.length });
          req.log.warn({ provider: name, reason: err.reason }, 'payment notification refused');
          return send(reply, provider.notifyAnswer(false));
        }
        if (!n.paid) return send(reply, provider.notifyAnswer(true));
        const r = await applyPaid(raw, { ...n, provider: name, source: 'notify' }, req.ip);
        return send(reply, provider.notifyAnswer(r.outcome !== 'refused'));
      },
    );

    // The sandbox's pay page marks a contract paid without money: with NODE_ENV=production it is
    // not served at all (its orders can then not be paid; configure WeChat Pay and Alipay).
    if (app.config.NODE_ENV !== 'production') {
      const outTradeNoParams = z.object({ outTradeNo: z.string().regex(SANDBOX_OUT_TRADE_NO) });
      const pagePath = (outTradeNo: string) => `/api/pay/sandbox/${outTradeNo}`;

      raw.get(
        '/pay/sandbox/:outTradeNo',
        {
          config: { rawResponse: true },
          schema: {
            tags,
            summary: 'The sandbox pay page (what its QR code opens): merchant, amount, Pay and Cancel',
            description: 'HTML in cn or en (language cookie, else Accept-Language).',
            params: outTradeNoParams,
            querystring: z.object({ r: z.enum(NOTICES).optional() }),
          },
        },
        async (req, reply) => {
          const { outTradeNo } = req.params;
          const order = raw.payments.sandbox.view(outTradeNo);
          const page = sandboxPage({
            lang: pageLang(req),
            outTradeNo,
            order,
            notice: (req.query.r ?? null) as SandboxNotice | null,
            expired: !!order && new Date(order.expiresAt).getTime() <= Date.now(),
            actionBase: pagePath(outTradeNo),
          });
          return (
            reply
              .status(order ? 200 : 404)
              .header('content-security-policy', page.csp)
              // Its Pay and Cancel forms post to this site: with no referrer at all a browser sends
              // 'Origin: null', which the origin check refuses for a signed-in visitor.
              .header('referrer-policy', 'same-origin')
              .header('cache-control', 'no-store')
              .type('text/html; charset=utf-8')
              .send(page.html)
          );
        },
      );

      raw.post(
        '/pay/sandbox/:outTradeNo/pay',
        {
          config: { rawResponse: true },
          schema: {
            tags,
            summary: 'Pay on the sandbox page: the sandbox sends its signed notification to the server, then shows the page again',
            params: outTradeNoParams,
          },
        },
        async (req, reply) => {
          const { outTradeNo } = req.params;
          const r = await raw.payments.sandbox.pay(outTradeNo);
          const notice: SandboxNotice = 'refused' in r ? r.refused : r.delivered ? 'paid' : 'notConfirmed';
          return reply.redirect(`${pagePath(outTradeNo)}?r=${notice}`, 303);
        },
      );

      raw.post(
        '/pay/sandbox/:outTradeNo/cancel',
        {
          config: { rawResponse: true },
          schema: { tags, summary: 'Cancel on the sandbox page: nothing is paid, the order stays open', params: outTradeNoParams },
        },
        async (req, reply) => reply.redirect(`${pagePath(req.params.outTradeNo)}?r=cancelled`, 303),
      );
    }
  };
  await app.register(providerSide);
};

export default routes;

// Paying the contract's service fee (issue 12; spec 001 sections 4, 7, 8): the QR code of an order
// (/admin/pay/transaction) and the result check (/admin/pay/result). The result answers with the
// spec's codes SUCCESS / NO_PAY / ERROR (silent codes: the fee dialog handles them). Pay codes are
// 70060-70069. Money: the server keeps fen; the answers give yuan with two decimals.
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import { msgKey } from '../messages';
import { commonFields, idSchema } from './common';

export const PAY_CODES = {
  /** The order is paid already (its contract is paid). */
  ORDER_PAID: '70060',
  /** The order is closed or expired: signing again makes new orders. */
  ORDER_CLOSED: '70061',
  /** payType and the order's channel differ (1 WeChat with orderNo, 2 Alipay with orderNoAs). */
  PAY_TYPE_MISMATCH: '70062',
  /** The payment provider could not be reached or refused the order; try again later. */
  PROVIDER_UNAVAILABLE: '70063',
  /** Refund: the contract's fee is not paid, so there is nothing to refund. */
  REFUND_NOT_PAID: '70064',
  /** Refund: another refund of this contract is still in progress (one at a time). */
  REFUND_IN_PROGRESS: '70065',
  /** Refund: more than what was paid minus the earlier refunds (data: { max } in yuan). */
  REFUND_TOO_MUCH: '70066',
  /** Refund: the payment provider refused it (nothing was refunded). */
  REFUND_REFUSED: '70067',
} as const;

/** The result codes of /admin/pay/result (spec 001 section 8). */
export const PAY_RESULT_CODES = { SUCCESS: 'SUCCESS', NO_PAY: 'NO_PAY', ERROR: 'ERROR' } as const;
export type PayResultCode = (typeof PAY_RESULT_CODES)[keyof typeof PAY_RESULT_CODES];

addCodeMessages({
  '70060': { cn: '该订单已支付', en: 'This order has already been paid' },
  '70061': {
    cn: '该订单已关闭或已过期，请重新签署合同后支付',
    en: 'This order is closed or has expired; please sign the agreement again to pay',
  },
  '70062': { cn: '支付方式与订单不符', en: 'The payment method does not match the order' },
  '70063': { cn: '支付服务暂时不可用，请稍后再试', en: 'The payment service is unavailable, please try again later' },
  '70064': { cn: '该合同服务费尚未支付，无可退款项', en: 'The service fee of this contract is not paid: there is nothing to refund' },
  '70065': {
    cn: '该合同有一笔退款正在处理中，请处理完成后再试',
    en: 'A refund of this contract is still in progress; please try again when it is finished',
  },
  '70066': { cn: '退款金额超过可退金额', en: 'The amount is more than can be refunded' },
  '70067': {
    cn: '支付渠道拒绝了退款，未退还任何款项，请稍后再试或联系支付渠道',
    en: 'The payment provider refused the refund and nothing was refunded; try again later or contact the provider',
  },
  SUCCESS: { cn: '支付成功', en: 'Payment succeeded' },
  NO_PAY: { cn: '尚未支付', en: 'Not paid yet' },
  ERROR: { cn: '支付失败', en: 'Payment failed' },
});

/** An out_trade_no as the server makes them (orderNo / orderNoAs). */
export const orderNoSchema = z
  .string({ error: msgKey('required') })
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,32}$/, msgKey('invalid'));

export const PAY_TYPES = { wechat: 1, alipay: 2 } as const;

export const payTransactionBody = z
  .object(
    {
      ...commonFields,
      orderNo: orderNoSchema,
      payType: z
        .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: msgKey('oneOf') })
        .transform((v) => Number(v) as 1 | 2),
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'PayTransactionBody', description: 'payType 1: WeChat Pay (orderNo); 2: Alipay (orderNoAs)' });
export type PayTransactionBody = z.input<typeof payTransactionBody>;

/** The QR code's content: WeChat's code_url, Alipay's qr_code, or the sandbox's pay page. */
export const payTransactionAnswer = z.string().meta({ id: 'PayQrContent', description: 'the content of the QR code (a URL)' });

export const payResultBody = z
  .object({ ...commonFields, orderNo: orderNoSchema }, { error: msgKey('invalid') })
  .meta({ id: 'PayResultBody' });
export type PayResultBody = z.input<typeof payResultBody>;

export const ORDER_STATES = ['created', 'paid', 'closed', 'expired', 'refunding', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const payResultData = z
  .object({
    state: z.enum(ORDER_STATES).meta({ description: 'the state of the contract’s payment: paid when either order is paid' }),
    paidAt: z.string().nullable().meta({ description: 'ISO time, when paid' }),
    amount: z.string().meta({ description: 'yuan with two decimals' }),
  })
  .meta({ id: 'PayResult' });
export type PayResult = z.infer<typeof payResultData>;

/** SUCCESS (paid, either channel), NO_PAY (open), ERROR (closed or expired), or a refusal (003, 005...). */
export const payResultAnswer = z.union([
  z.object({ code: z.enum(['SUCCESS', 'NO_PAY', 'ERROR']), msg: z.string(), data: payResultData }),
  z.object({ code: z.string().regex(/^(?!000$)/), msg: z.string(), data: z.unknown() }),
]);
export const payResultAnswers = { 200: payResultAnswer };

// --- Staff: refunds of a paid fee (admins only) ---------------------------------------------------------
export const REFUND_REASON_MAX = 200;
/** Yuan with at most two decimals, more than 0 ('500', '500.5', '500.00' or the number 500). */
export const refundAmount = z
  .union([z.string(), z.number()], { error: msgKey('required') })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,9}(?:\.\d{1,2})?$/, msgKey('invalid'))
      .refine((v) => Number(v) > 0, msgKey('invalid')),
  );

export const refundBody = z
  .object(
    {
      ...commonFields,
      stuId: idSchema,
      amount: refundAmount.meta({ description: 'yuan, more than 0, at most what was paid minus the earlier refunds' }),
      reason: z
        .string({ error: msgKey('required') })
        .trim()
        .min(1, msgKey('required'))
        .max(REFUND_REASON_MAX, msgKey('max', { max: REFUND_REASON_MAX })),
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'RefundBody' });
export type RefundBody = z.input<typeof refundBody>;

export const REFUND_STATES = ['processing', 'done', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

// The payment providers of the install, chosen by configuration per channel (PAY_WECHAT,
// PAY_ALIPAY; the sandbox by default). The keys are read here once and kept in the adapters only.
import path from 'node:path';
import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import { alipay } from './alipay';
import { loadPlatformKey, loadPrivateKey, loadPublicKey } from './keys';
import { paymentSandbox, type SandboxProvider } from './sandbox';
import type { FetchFn, PaymentProvider, ProviderName } from './types';
import { wechatPay } from './wechat';

export * from './types';
export type { SandboxProvider } from './sandbox';

export interface PaymentProviders {
  sandbox: SandboxProvider;
  wechat: PaymentProvider | null;
  alipay: PaymentProvider | null;
  /** The provider an order was created with. */
  byName(name: string): PaymentProvider | null;
}

/** The sandbox's signing secret: derived from the install's key, so every process shares it and nothing is written. */
export const sandboxSecret = (digestKey: Buffer) => createHmac('sha256', digestKey).update('pay-sandbox-notify').digest();

export function createPaymentProviders(config: Config, digestKey: Buffer, opts: { fetch?: FetchFn } = {}): PaymentProviders {
  const sandbox = paymentSandbox({
    publicUrl: config.PUBLIC_URL,
    dir: path.join(config.DATA_DIR, 'pay-sandbox'),
    secret: sandboxSecret(digestKey),
    fetch: opts.fetch,
  });
  let wechat: PaymentProvider | null = null;
  if (config.PAY_WECHAT === 'wechat') {
    const platform = loadPlatformKey(config.PAY_WECHAT_PLATFORM_CERT!, config.PAY_WECHAT_PLATFORM_SERIAL);
    wechat = wechatPay({
      mchId: config.PAY_WECHAT_MCHID!,
      appId: config.PAY_WECHAT_APPID!,
      merchantSerial: config.PAY_WECHAT_SERIAL_NO!,
      merchantKey: loadPrivateKey(config.PAY_WECHAT_PRIVATE_KEY!),
      apiV3Key: config.PAY_WECHAT_APIV3_KEY!,
      platformKeys: new Map([[platform.serial, platform.key]]),
      apiBase: config.PAY_WECHAT_API_BASE,
      fetch: opts.fetch,
    });
  }
  let ali: PaymentProvider | null = null;
  if (config.PAY_ALIPAY === 'alipay') {
    ali = alipay({
      appId: config.PAY_ALIPAY_APP_ID!,
      privateKey: loadPrivateKey(config.PAY_ALIPAY_PRIVATE_KEY!),
      alipayPublicKey: loadPublicKey(config.PAY_ALIPAY_PUBLIC_KEY!),
      gateway: config.PAY_ALIPAY_GATEWAY,
      fetch: opts.fetch,
    });
  }
  const all: Record<ProviderName, PaymentProvider | null> = { sandbox, wechat, alipay: ali };
  return {
    sandbox,
    wechat,
    alipay: ali,
    byName: (name) => (name in all ? all[name as ProviderName] : null),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment providers (sandbox, and WeChat Pay / Alipay when configured). */
    payments: PaymentProviders;
  }
}

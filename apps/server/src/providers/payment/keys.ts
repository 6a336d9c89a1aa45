// Keys and certificates of the real adapters, from the configuration: a PEM text, a path to a PEM
// file, or (Alipay's habit) the bare base64 of the key. Never logged.
import fs from 'node:fs';
import { X509Certificate, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

function pemOrFile(value: string): string {
  const v = value.trim();
  if (v.startsWith('-----BEGIN')) return v.replace(/\\n/g, '\n');
  if (/^[A-Za-z0-9+/=\s]+$/.test(v) && v.length > 200) return v;
  return fs.readFileSync(v, 'utf8');
}

const bare = (s: string) => !s.includes('-----BEGIN');

export function loadPrivateKey(value: string): KeyObject {
  const text = pemOrFile(value);
  if (!bare(text)) return createPrivateKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

export function loadPublicKey(value: string): KeyObject {
  const text = pemOrFile(value);
  if (!bare(text)) return text.includes('CERTIFICATE') ? new X509Certificate(text).publicKey : createPublicKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  try {
    return createPublicKey({ key: der, format: 'der', type: 'spki' });
  } catch {
    return createPublicKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

/**
 * A platform key of WeChat Pay and the serial it is named by in Wechatpay-Serial: a platform
 * certificate (its serial number, unless one is given) or a WeChat Pay public key (its id, e.g.
 * PUB_KEY_ID_..., must be given).
 */
export function loadPlatformKey(value: string, serial?: string): { serial: string; key: KeyObject } {
  const text = pemOrFile(value);
  if (text.includes('CERTIFICATE')) {
    const cert = new X509Certificate(text);
    return { serial: (serial ?? cert.serialNumber).toUpperCase(), key: cert.publicKey };
  }
  if (!serial) throw new Error('a WeChat Pay public key needs its id (PAY_WECHAT_PLATFORM_SERIAL)');
  return { serial: serial.toUpperCase(), key: loadPublicKey(text) };
}

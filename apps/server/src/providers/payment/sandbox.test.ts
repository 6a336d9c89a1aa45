// vitest-no-db: runs once, with the unit tests (it opens no database).
// The offline sandbox as a provider: its own record of each order, paying sends a signed
// notification to the notify URL, its signature check refuses any change, old timestamps and
// another install's secret; it refuses to pay closed, expired and unknown orders.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentSandbox } from './sandbox';
import { NotificationRefused, type FetchFn } from './types';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pay-sandbox-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
const capture: FetchFn = async (url, init) => {
  sent.push({ url, headers: init.headers, body: init.body ?? '' });
  return new Response('{"code":"SUCCESS"}', { status: 200 });
};
const secret = randomBytes(32);
const sandbox = paymentSandbox({ publicUrl: 'http://portal.test/', dir, secret, fetch: capture });
const input = (outTradeNo: string, expiresAt = new Date(Date.now() + 3600_000)) => ({
  outTradeNo,
  amountFen: 300000,
  description: '留学服务费',
  expiresAt,
  notifyUrl: 'http://portal.test/api/pay/notify/sandbox',
});

async function refusedWith(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(NotificationRefused);
    return (e as NotificationRefused).reason;
  }
  throw new Error('accepted');
}

describe('the payment sandbox', () => {
  it('creates, pays with a signed notification to the notify URL, and answers queries', async () => {
    expect(await sandbox.createNative(input('W0000000001'))).toEqual({ codeUrl: 'http://portal.test/api/pay/sandbox/W0000000001' });
    expect(await sandbox.query('W0000000001')).toEqual({ state: 'open' });
    const r = await sandbox.pay('W0000000001');
    expect(r).toMatchObject({ delivered: true, order: { state: 'paid' } });
    expect(sent.at(-1)!.url).toBe('http://portal.test/api/pay/notify/sandbox');
    const n = await sandbox.parseNotification({ headers: sent.at(-1)!.headers, rawBody: Buffer.from(sent.at(-1)!.body) });
    expect(n).toMatchObject({ outTradeNo: 'W0000000001', amountFen: 300000, paid: true });
    expect(await sandbox.query('W0000000001')).toMatchObject({ state: 'paid', amountFen: 300000, txnId: n.txnId });
    // Creating it again does not reopen a paid order.
    await sandbox.createNative(input('W0000000001'));
    expect((await sandbox.query('W0000000001')).state).toBe('paid');
  });

  it('refuses a changed body, a changed signature, an old timestamp and another install’s secret', async () => {
    await sandbox.createNative(input('W0000000002'));
    await sandbox.pay('W0000000002');
    const { headers, body } = sent.at(-1)!;
    const parse = (h: Record<string, string>, b: string, s = sandbox) => s.parseNotification({ headers: h, rawBody: Buffer.from(b) });
    expect(await refusedWith(parse(headers, body.replace('300000', '300001')))).toBe('bad signature');
    expect(
      await refusedWith(
        parse({ ...headers, 'x-sandbox-signature': headers['x-sandbox-signature'].replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }, body),
      ),
    ).toBe('bad signature');
    expect(await refusedWith(parse(sandbox.signHeaders(body, Math.floor(Date.now() / 1000) - 301), body))).toBe('timestamp out of range');
    const other = paymentSandbox({ publicUrl: 'http://portal.test', dir, secret: randomBytes(32), fetch: capture });
    expect(await refusedWith(parse(headers, body, other))).toBe('bad signature');
    expect(await refusedWith(parse({}, body))).toBe('signature headers missing');
  });

  it('does not pay closed, expired or unknown orders, nor names outside its folder', async () => {
    await sandbox.createNative(input('W0000000003'));
    await sandbox.close('W0000000003');
    expect(await sandbox.pay('W0000000003')).toEqual({ refused: 'closed' });
    await sandbox.createNative(input('W0000000004', new Date(Date.now() - 1)));
    expect(await sandbox.pay('W0000000004')).toEqual({ refused: 'expired' });
    expect(await sandbox.pay('W0000000099')).toEqual({ refused: 'unknown' });
    expect(sandbox.view('../../etc/passwd')).toBeNull();
    await expect(sandbox.createNative(input('../x'))).rejects.toThrow();
  });

  it('says when the server did not take the notification', async () => {
    const down = paymentSandbox({
      publicUrl: 'http://portal.test',
      dir,
      secret,
      fetch: async () => new Response('{"code":"FAIL"}', { status: 400 }),
    });
    await down.createNative(input('W0000000005'));
    expect(await down.pay('W0000000005')).toMatchObject({ delivered: false, order: { state: 'paid' } });
  });

  it('refunds a paid order at once, in parts up to its amount, the same refund number once; answers refund queries', async () => {
    await sandbox.createNative(input('W0000000006'));
    const refund = (outRefundNo: string, refundFen: number) =>
      sandbox.refund({ outTradeNo: 'W0000000006', outRefundNo, refundFen, totalFen: 300000, reason: '签证拒签' });
    await expect(refund('R1', 50000)).rejects.toThrow(/not paid/);
    await sandbox.pay('W0000000006');
    const first = await refund('R1', 50000);
    expect(first).toMatchObject({ state: 'done', refundId: expect.stringMatching(/^SBXR/) });
    expect(await refund('R1', 50000)).toEqual(first);
    expect((await refund('R2', 250000)).state).toBe('done');
    await expect(refund('R3', 1)).rejects.toThrow(/amount/);
    expect(sandbox.view('W0000000006')!.refunds!.map((r) => [r.outRefundNo, r.refundFen])).toEqual([
      ['R1', 50000],
      ['R2', 250000],
    ]);
    expect(await sandbox.queryRefund({ outTradeNo: 'W0000000006', outRefundNo: 'R2' })).toMatchObject({ state: 'done', refundFen: 250000 });
    expect(await sandbox.queryRefund({ outTradeNo: 'W0000000006', outRefundNo: 'R3' })).toEqual({ state: 'none' });
  });
});

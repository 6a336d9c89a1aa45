import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer } from './answer';

const item = answer(z.object({ id: z.number() }));

describe('answer()', () => {
  it('takes a success of the declared shape and drops unknown fields', () => {
    const out = item.parse({ code: '000', msg: 'ok', data: { id: 1, secret: 'x' } });
    expect(out).toEqual({ code: '000', msg: 'ok', data: { id: 1 } });
  });
  it('refuses a success of another shape instead of passing it as a refusal', () => {
    expect(item.safeParse({ code: '000', msg: 'ok', data: { id: 'one' } }).success).toBe(false);
    expect(item.safeParse({ code: '000', msg: 'ok', data: null }).success).toBe(false);
  });
  it('passes a refusal with what its code carries', () => {
    const out = item.parse({ code: '003', msg: 'bad', data: { errors: [{ field: 'id' }] } });
    expect(out.data).toEqual({ errors: [{ field: 'id' }] });
  });
});

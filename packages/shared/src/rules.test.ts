import { describe, expect, it } from 'vitest';
import {
  isValidPassword,
  phoneSchema,
  emailSchema,
  verifyCodeSchema,
  accountKind,
  registerBody,
  translateMessage,
  reactionFor,
  displayName,
  formatPhone344,
  maskEmail,
  maskPhone,
  VALIDATION_MESSAGES,
} from './index';

describe('password rule', () => {
  it.each(['abc123', 'A1b2c3d4e5f6', '1abcde', 'abc12_!'])('accepts %s', (p) => expect(isValidPassword(p)).toBe(true));
  it.each(['abc12', 'abc1234567890', 'abcdef', '123456', '_abc123', 'abc 123', '密码abc123', 'abc\t123'])('refuses %s', (p) =>
    expect(isValidPassword(p)).toBe(false),
  );
});

describe('contact rules', () => {
  it.each(['13800138000', '14912345678', '15912345678', '17012345678', '18812345678', '19912345678', '138 0013 8000'])(
    'phone %s passes',
    (p) => expect(phoneSchema.safeParse(p).success).toBe(true),
  );
  it.each(['12800138000', '16800138000', '1380013800', '138001380001', 'abc'])('phone %s fails with the phone message', (p) => {
    const r = phoneSchema.safeParse(p);
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0].message).toBe('phone');
  });
  it('email and codes', () => {
    expect(emailSchema.safeParse('a@b.cn').success).toBe(true);
    expect(emailSchema.safeParse('ab.cn').success).toBe(false);
    expect(emailSchema.safeParse(`${'a'.repeat(46)}@b.cn`).success).toBe(false);
    expect(verifyCodeSchema.safeParse('123456').success).toBe(true);
    expect(verifyCodeSchema.safeParse('12345a').success).toBe(false);
    expect(accountKind('13800138000')).toBe('phone');
    expect(accountKind('a@b.cn')).toBe('email');
    expect(accountKind('bob')).toBeUndefined();
  });
  it('register needs exactly one working contact and equal passwords', () => {
    const base = { passWord: 'abc123', rePassWord: 'abc123', verifyCode: '123456', stuUniName: '北京大学' };
    expect(registerBody.safeParse({ ...base, phoneNumber: '13800138000' }).success).toBe(true);
    expect(registerBody.safeParse({ ...base, email: 'a@b.cn' }).success).toBe(true);
    expect(registerBody.safeParse(base).success).toBe(false);
    const mismatch = registerBody.safeParse({ ...base, email: 'a@b.cn', rePassWord: 'abc124' });
    expect(mismatch.success).toBe(false);
    if (!mismatch.success) expect(mismatch.error.issues[0]).toMatchObject({ path: ['rePassWord'], message: 'passwordMismatch' });
  });
});

describe('messages and codes', () => {
  it('every message has both languages', () => {
    for (const [k, v] of Object.entries(VALIDATION_MESSAGES)) {
      expect(v.cn, k).toBeTruthy();
      expect(v.en, k).toBeTruthy();
    }
    expect(translateMessage('password', 'cn')).toBe('请输入6-12带有数字+字母的密码');
    expect(translateMessage('max|{"max":20}', 'en')).toBe('Cannot exceed 20 characters');
    expect(translateMessage('not a key', 'en')).toBe('not a key');
  });
  it('maps codes to the reactions of the error catalogue', () => {
    for (const c of ['014', '015', '016', '017', '002']) expect(reactionFor(c)).toBe('abort');
    for (const c of ['70100', '70101', '018', 'NO_PAY', 'SUCCESS', 'ERROR', '70020', '70017', '70024', '70023'])
      expect(reactionFor(c)).toBe('silent');
    expect(reactionFor('000')).toBe('ok');
    expect(reactionFor(0)).toBe('ok');
    expect(reactionFor('010')).toBe('toast');
  });
});

describe('display', () => {
  it('applies the name display rule', () => {
    expect(displayName('张三', null)).toBe('张三');
    expect(displayName('1234567', null)).toBe('1234567');
    expect(displayName('12345678', null)).toBe('12345...');
    expect(displayName('', '13800138000')).toBe('user13800...');
    expect(displayName(null, 'abc@x.cn', '用户')).toBe('用户abc@x...');
  });
  it('formats and masks', () => {
    expect(formatPhone344('13800138000')).toBe('138 0013 8000');
    expect(formatPhone344('1380')).toBe('138 0');
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskEmail('alice@x.cn')).toBe('al***@x.cn');
  });
});

// Passwords: Argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane), the earlier scrypt hashes
// still verified and replaced at the next successful login, and a refusal of the most common
// passwords on top of the spec's 6-12 letters-and-digits rule.
import { createRequire } from 'node:module';
import { scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (the package's const enum cannot be read under isolatedModules).
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

export function hashPassword(pw: string): Promise<string> {
  return hash(pw, ARGON2);
}

/** Whether the password matches, and whether its hash should be replaced (older algorithm or parameters). */
export async function verifyPassword(pw: string, stored: string): Promise<{ ok: boolean; rehash: boolean }> {
  if (stored.startsWith('$argon2')) {
    const ok = await verify(stored, pw).catch(() => false);
    return { ok, rehash: ok && !stored.startsWith(ARGON2_PREFIX) };
  }
  if (stored.startsWith('scrypt$')) {
    const ok = await verifyScrypt(pw, stored);
    return { ok, rehash: ok };
  }
  return { ok: false, rehash: false };
}

/** The hashes written before Argon2id: scrypt$N$r$p$salt$key. */
function verifyScrypt(pw: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6) return Promise.resolve(false);
  const [, n, r, p, salt, key] = parts;
  const expected = Buffer.from(key, 'base64');
  return new Promise((resolve) =>
    scrypt(
      pw,
      Buffer.from(salt, 'base64'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 },
      (err, actual) => resolve(!err && actual.length === expected.length && timingSafeEqual(actual, expected)),
    ),
  );
}

/** A hash to spend the same time on unknown accounts as on known ones. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-1');
  return dummyHash;
}

/**
 * Passwords people pick most often. The base is the frequency list of @zxcvbn-ts/language-common
 * (about 49,000 leaked passwords, MIT); to it we add patterns common among Chinese users (pinyin,
 * 520/1314 love numbers, QQ) that the list under-represents, and common words with digits after.
 */
const CHINESE_COMMON = [
  'woaini',
  'woaini1314',
  'woaini520',
  'woaini123',
  'woaini521',
  'woaini1',
  'wo123456',
  'woaini888',
  '5201314a',
  'a5201314',
  'love1314',
  'ai1314',
  'aini1314',
  '1314520a',
  'a1314520',
  'qq123456',
  'qq5201314',
  'qq1234',
  'qq123',
  'a123456',
  'a1234567',
  'a12345678',
  'a123456789',
  'aa123456',
  'aa12345678',
  'abc123456',
  'abc1234567',
  'abc12345678',
  'a111111',
  'a000000',
  'a888888',
  'a666666',
  '123456a',
  '123456aa',
  '123456abc',
  '123456qq',
  '123qwe',
  'qwe123',
  'qwe123456',
  'asd123',
  'asd123456',
  'zxc123',
  'zxc123456',
  'w123456',
  'z123456',
  'q123456',
  'l123456',
  's123456',
  'x123456',
  'y123456',
  'wang123',
  'wang123456',
  'zhang123',
  'zhang123456',
  'li123456',
  'liu123456',
  'chen123456',
  'yang123456',
  'huang123456',
  'zhao123456',
  'wu123456',
  'zhou123456',
  'xu123456',
  'sun123456',
  'ma123456',
  'zhu123456',
  'hu123456',
  'guo123456',
  'he123456',
  'lin123456',
  'luo123456',
  'gao123456',
  'liang123456',
  'zheng123456',
  'baidu123',
  'taobao123',
  'weixin123',
  'wechat123',
  'admin123',
  'admin888',
  'root123',
  'test123',
  'test1234',
  'pass123',
  'pass1234',
  'password1',
  'password123',
  'abcd1234',
  'abcd123',
  'abc12345',
  'aaa111',
  'aaa123',
  'aaa123456',
  'zz123456',
  'z1234567',
  '1q2w3e4r',
  'q1w2e3r4',
  '1q2w3e',
  'q1w2e3',
  '1qaz2wsx',
  'qaz123',
  'qaz123456',
  'wsx123',
  'hao123',
  'hao123456',
  'nihao123',
  'nihao',
  'nihao1',
  'caonima',
  'zhongguo',
  'zhongguo1',
  'beijing',
  'beijing2008',
  'shanghai',
  'shanghai1',
  'xiaoming',
  'xiaoming1',
  'dongdong',
  'dongdong1',
  'liuyang',
  'zhangwei',
  'zhangwei1',
  'wangwei',
  'wangwei1',
  'lijun123',
  'xiaobao',
  'jiayou',
  'jiayou1',
  'tianya',
  'tiantian',
  'tiantian1',
  'huanhuan',
  'lele123',
  'yy123456',
  'jj123456',
  'ww123456',
  'ss123456',
  'dd123456',
  'ab123456',
  'a7758521',
  '7758521a',
  'a147258',
  'a147258369',
  '147258a',
  'a123123',
  '123123a',
  'a12312',
  'a321321',
  'a112233',
  'aa112233',
];

/**
 * Words people put a few digits after (Student123, wang1234, Huawei123): roles, brands, keyboard
 * rows, greetings and the commonest surnames in pinyin, each with the usual endings.
 */
const STEMS = [
  'student',
  'teacher',
  'admin',
  'user',
  'test',
  'password',
  'passwd',
  'pass',
  'welcome',
  'hello',
  'love',
  'iloveyou',
  'woaini',
  'qwe',
  'qwer',
  'qwerty',
  'asd',
  'asdf',
  'zxc',
  'zxcv',
  'abc',
  'abcd',
  'aaa',
  'qaz',
  'wsx',
  'huawei',
  'xiaomi',
  'apple',
  'iphone',
  'samsung',
  'oppo',
  'vivo',
  'honor',
  'lenovo',
  'baidu',
  'tencent',
  'alibaba',
  'taobao',
  'weixin',
  'wechat',
  'qq',
  'china',
  'beijing',
  'shanghai',
  'study',
  'school',
  'college',
  'abroad',
  'visa',
  'scholar',
  'offer',
  'english',
  'ielts',
  'toefl',
  'portal',
  'dragon',
  'monkey',
  'tiger',
  'summer',
  'sunshine',
  'princess',
  'football',
  'basketball',
  'wang',
  'li',
  'zhang',
  'liu',
  'chen',
  'yang',
  'huang',
  'zhao',
  'wu',
  'zhou',
  'xu',
  'sun',
  'ma',
  'zhu',
  'hu',
  'guo',
  'he',
  'lin',
  'luo',
  'gao',
  'liang',
  'zheng',
  'xie',
  'song',
  'tang',
  'han',
  'feng',
  'deng',
  'cao',
  'peng',
  'zeng',
  'xiao',
  'tian',
  'dong',
  'yuan',
  'pan',
  'jiang',
  'cai',
  'yu',
  'du',
  'ye',
  'cheng',
  'su',
  'wei',
  'lv',
  'ding',
  'ren',
  'shen',
  'yao',
  'lu',
  'cui',
  'zhong',
  'tan',
  'fan',
  'jin',
  'shi',
  'liao',
  'jia',
];
const ENDINGS = [
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '321',
  '520',
  '521',
  '1314',
  '666',
  '888',
  '000',
  '111',
  '007',
  '2008',
  '2020',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
  '2026',
  '2027',
];

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const list = require('@zxcvbn-ts/language-common/src/passwords.json') as string[];
    const stems = STEMS.flatMap((w) => ENDINGS.flatMap((e) => [w + e, e + w]));
    common = new Set([...list, ...CHINESE_COMMON, ...stems].map((p) => p.toLowerCase()));
  }
  return common;
}

export const commonPasswordCount = () => commonPasswords().size;

/** Whether a password is among the common ones (case-insensitive). */
export function isCommonPassword(pw: string): boolean {
  return commonPasswords().has(pw.toLowerCase());
}

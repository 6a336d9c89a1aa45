// The patterns behind the validation rules (spec 000 section 5), without zod: a screen that only
// checks a field with a pattern (the home page's GPA) does not load zod. rules.ts builds the zod
// schemas from them.
export const PHONE_RE = /^1[345789]\d{9}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CODE_RE = /^\d+$/;
export const CHINESE_RE = /[\u3400-\u9fff\uf900-\ufaff]/;
export const GPA_RE = /^[\d.]{0,5}$/;
/** The GPA rule's message, apart from the message table so the home page's search box needs no table. */
export const GPA_MESSAGE = { cn: '只能输入数字和小数点，最多5位', en: 'Digits and a dot only, at most 5 characters' } as const;
export const TUITION_RE = /^\d{0,10}$/;

// Application wizard (spec 001 section 5).
export const DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const YEAR_RE = /^\d{4}$/;
/** majorName and gpa of the education step: English letters, digits, spaces, apostrophes and . , ( ) - */
export const EDU_TEXT_RE = /^[A-Za-z0-9 '.,()-]*$/;

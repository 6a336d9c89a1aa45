// Business constants of spec 000 section 9 and 001 section 9, written once for server and browser.
export const SCHOLARSHIP_TYPE = 1;
export const REQUEST_TIMEOUT_MS = 10_000;
export const CODE_COUNTDOWN_S = 60;
export const CODE_DEBOUNCE_MS = 1_000;
export const CONSULT_POPUP_DELAY_MS = 5_000;
export const BACK_TO_TOP_PX = 500;
export const MOBILE_BREAKPOINT_PX = 992;
export const TAB_BAR_FIXED_PX = 300;
export const SUGGESTION_LIMIT = 20;

/**
 * The application countries of the supported-countries tip (spec 000 section 9), as the short
 * codes held in the remark of dictionary web_clerk_countryName. Other study countries of that
 * dictionary are browsable but not offered for applications ('other countries').
 */
export const APPLICATION_COUNTRY_CODES = ['UK', 'IR', 'HL', 'SG', 'CA', 'AU', 'NZ', 'CH', 'SWE', 'MY', 'DE', 'HUN', 'FR', 'NO'] as const;

export const TOKEN_COOKIE = 'student-token';
/** Readable companion of the HttpOnly token cookie: tells the web app a session may exist. */
export const SESSION_HINT_COOKIE = 'student-session';
export const LANG_COOKIE = 'language';

export const PAGE_SIZES = {
  pagination: { default: 20, options: [10, 20, 30, 50] },
  institutions: { default: 12, options: [12, 30, 60, 90] },
  caseShare: { default: 15, options: [15, 30, 60, 90] },
  majors: { default: 18, options: [18, 30, 60, 90] },
  myApply: { default: 10, options: [10] },
  articles: { default: 8, options: [8] },
  cases: { default: 5, options: [5] },
} as const;

/** Roles held by accounts. Staff are clerk (counsellor) and admin. */
export const ROLES = ['student', 'agent', 'clerk', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['clerk', 'admin'];
export const isStaff = (roles: readonly string[]) => roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r));

/**
 * Purposes of a verification code (the spec's sendType). The spec names 3 for the profile;
 * the others are ours and are listed in the OpenAPI description.
 */
export const SEND_TYPES = { register: 1, reset: 2, profile: 3, login: 4 } as const;
export type SendType = (typeof SEND_TYPES)[keyof typeof SEND_TYPES];

/**
 * Verification codes. Wrong tries count per client address (maxWrongTries) and in all (maxTotalTries),
 * so one address cannot burn a code the owner is about to type. Sends count per destination and
 * address, per destination in all (not for a browser the account signed in from before), and per
 * address across destinations.
 */
export const VERIFY_CODE = {
  length: 6,
  ttlSeconds: 5 * 60,
  maxWrongTries: 5,
  maxTotalTries: 30,
  perDestination: { minute: 1, hour: 5, day: 10 },
  destinationTotals: { hour: 10, day: 20 },
  perAddress: { hour: 20, day: 50 },
} as const;

/**
 * Password-login limits. Failures count per account and client address pair, so a stranger cannot
 * lock the owner out from elsewhere; a slower ceiling per account holds against guessing from many
 * addresses; a correct code login (or reset) always gets through and clears both.
 */
export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  maxFailuresPerPair: 5,
  accountWindowSeconds: 60 * 60,
  maxFailuresPerAccount: 30,
  maxFailuresPerAddress: 20,
} as const;

export const UPLOAD_LIMITS = {
  /** Avatar and profile images: jpeg, jpg, png, webp up to 10240 KB. */
  avatar: { maxBytes: 10240 * 1024, extensions: ['jpeg', 'jpg', 'png', 'webp'] },
  /**
   * Generic image upload defaults of spec 000 section 5, without svg: an SVG can carry scripts and
   * no portal screen needs users to upload one (see SECURITY.md).
   */
  image: { maxBytes: 500 * 1024, extensions: ['gif', 'jpeg', 'jpg', 'png', 'pdf'] },
  /**
   * Application attachments and special-school forms (spec 001 section 5): every format the spec's
   * label lists, the Word templates and macro documents included (their bytes are checked like the
   * others'). The wizard's hint and its check read this list, as the server's check does.
   */
  attachment: {
    maxBytes: 15 * 1024 * 1024,
    extensions: ['pdf', 'doc', 'docx', 'dot', 'dotx', 'docm', 'dotm', 'png', 'jpg', 'jpeg', 'webp'],
  },
  /** Refusal and visa letters. */
  visa: { maxBytes: 15 * 1024 * 1024, extensions: ['jpg', 'jpeg', 'png', 'webp', 'pdf'] },
  /** Message files. */
  message: {
    maxBytes: 15 * 1024 * 1024,
    extensions: ['pdf', 'docx', 'dotx', 'doc', 'dot', 'docm', 'dotm', 'png', 'jpg', 'jpeg', 'webp', 'xls', 'xlsx'],
  },
  /** Catalogue pictures staff upload (logos, campus photos, pictures in rich text); resized before they go public. */
  catalogue: { maxBytes: 5 * 1024 * 1024, extensions: ['jpg', 'jpeg', 'png', 'webp'] },
  /** Offer letters staff check to mark a case verified: private, served to staff only, never public. */
  offer: { maxBytes: 15 * 1024 * 1024, extensions: ['pdf', 'jpg', 'jpeg', 'png'] },
  /** Catalogue imports staff upload to /api/console/imports/upload (read there, never stored as a file). */
  import: { maxBytes: 20 * 1024 * 1024, extensions: ['csv', 'xlsx'] },
} as const;
export type UploadUse = keyof typeof UPLOAD_LIMITS;
export const UPLOAD_USES = Object.keys(UPLOAD_LIMITS) as UploadUse[];

// Catalogue imports (/api/console/imports) and "report an error" (/api/catalogue/report-error,
// /api/console/error-reports): the row schemas every imported CSV/XLSX row is checked against (the
// same on the server and in the unit tests), the column headers accepted in Chinese and English, the
// reasons of the row-level error report in both languages, the answers of the import jobs, and the
// codes of this part (71000-71019).
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import type { Bilingual } from '../lang';
import { msgKey } from '../messages';
import { commonFields, idSchema, intIn } from './common';

/** The imports' and error reports' own codes (71000-71019). */
export const IMPORT_CODES = {
  /** The import job does not exist. */
  JOB_UNKNOWN: '71000',
  /** The job is being applied by someone else right now. */
  JOB_APPLYING: '71001',
  /** The job was applied already (a job is applied once; upload the file again to re-check). */
  JOB_APPLIED: '71002',
  /** The job is still being checked, or its check failed: nothing to apply. */
  JOB_NOT_READY: '71003',
  /** The file could not be read as CSV or XLSX, or has no header row / no data row. */
  FILE_UNREADABLE: '71004',
  /** The file has more rows than an import takes. */
  FILE_TOO_MANY_ROWS: '71005',
  /** The file's header row has none of the kind's required columns. */
  FILE_COLUMNS: '71006',
  /** The page reported on does not exist. */
  REPORT_TARGET_UNKNOWN: '71007',
  /** The error report does not exist. */
  REPORT_UNKNOWN: '71008',
  /** The error report was handled already. */
  REPORT_HANDLED: '71009',
  /** Too many error reports from this address; try later. */
  REPORT_RATE: '71010',
  /** The job has no valid row to apply. */
  JOB_EMPTY: '71011',
} as const;

addCodeMessages({
  '71000': { cn: '该导入任务不存在，请刷新后重试', en: 'This import does not exist; please refresh' },
  '71001': {
    cn: '该导入正在由他人应用，请稍候刷新查看结果',
    en: 'Someone else is applying this import; refresh in a moment to see the result',
  },
  '71002': {
    cn: '该导入已应用，如需再次导入请重新上传文件',
    en: 'This import was applied already; upload the file again to import it again',
  },
  '71003': { cn: '该导入尚未检查完成，暂不能应用', en: 'This import has not been checked yet and cannot be applied' },
  '71004': {
    cn: '无法读取该文件，请上传带表头的 CSV 或 XLSX 文件',
    en: 'The file cannot be read; upload a CSV or XLSX file with a header row',
  },
  '71005': { cn: '文件行数超过上限（50,000 行）', en: 'The file has more rows than an import takes (50,000)' },
  '71006': {
    cn: '表头与模板不符，请下载模板对照列名',
    en: 'The header row does not match the template; download the template to compare the columns',
  },
  '71007': { cn: '所报告的页面不存在', en: 'The page you report on does not exist' },
  '71008': { cn: '该报告不存在，请刷新后重试', en: 'This report does not exist; please refresh' },
  '71009': { cn: '该报告已被处理', en: 'This report was handled already' },
  '71010': { cn: '提交过于频繁，请稍后再试', en: 'Too many reports; please try again later' },
  '71011': { cn: '没有可导入的有效行', en: 'There is no valid row to import' },
});

export const IMPORT_KINDS = ['universities', 'majors', 'cases'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/** 'update': a value in the file replaces the stored one; 'fill': only empty stored fields are filled. */
export const IMPORT_MODES = ['update', 'fill'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
/** The rows an import takes (a 20,000-row file checks and applies in under a minute). */
export const IMPORT_MAX_ROWS = 50_000;
/** Rows of each outcome the preview lists. */
export const IMPORT_PREVIEW_ROWS = 20;

/**
 * The host of a website without "www." (https://www.ox.ac.uk/study → ox.ac.uk): the key imports
 * find a university by (universities.website_domain). Accepts a bare host too. null when no host.
 */
export function websiteDomainOf(website: string | null | undefined): string | null {
  const v = (website ?? '').trim();
  if (!v) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `http://${v}`).hostname.toLowerCase().replace(/\.$/, '');
    if (!host || !host.includes('.') || /[^a-z0-9.-]/.test(host)) return null;
    return host.replace(/^www\d?\./, '') || null;
  } catch {
    return null;
  }
}

/** The study countries by ISO 3166 alpha-2 code (the ids are those of the countries table). */
export const ISO_COUNTRY_IDS: Record<string, string> = {
  GB: '140',
  IE: '11',
  NL: '51',
  SG: '101',
  CA: '100',
  AU: '35',
  NZ: '41',
  CH: '840181842530537472',
  SE: '210',
  MY: '211',
  DE: '212',
  HU: '213',
  FR: '214',
  NO: '215',
  US: '877157913121263616',
};
/** Chinese and English country names (lower-cased) and the portal's own short codes, for files that give those. */
const COUNTRY_NAMES: Record<string, string> = {
  英国: 'GB',
  'united kingdom': 'GB',
  uk: 'GB',
  爱尔兰: 'IE',
  ireland: 'IE',
  荷兰: 'NL',
  netherlands: 'NL',
  新加坡: 'SG',
  singapore: 'SG',
  加拿大: 'CA',
  canada: 'CA',
  澳大利亚: 'AU',
  australia: 'AU',
  新西兰: 'NZ',
  'new zealand': 'NZ',
  瑞士: 'CH',
  switzerland: 'CH',
  瑞典: 'SE',
  sweden: 'SE',
  马来西亚: 'MY',
  malaysia: 'MY',
  德国: 'DE',
  germany: 'DE',
  匈牙利: 'HU',
  hungary: 'HU',
  法国: 'FR',
  france: 'FR',
  挪威: 'NO',
  norway: 'NO',
  美国: 'US',
  'united states': 'US',
  usa: 'US',
};

/** A country cell (ISO code, the portal's id, or the Chinese or English name) to the portal's country id. */
export function countryIdOf(v: string): string | null {
  const s = v.trim();
  const iso = COUNTRY_NAMES[s.toLowerCase()] ?? COUNTRY_NAMES[s] ?? s.toUpperCase();
  if (ISO_COUNTRY_IDS[iso]) return ISO_COUNTRY_IDS[iso];
  return Object.values(ISO_COUNTRY_IDS).includes(s) ? s : null;
}

// --- Reasons of the row-level error report ------------------------------------------------------

export const IMPORT_REASONS = {
  required: { cn: '必填项为空', en: 'Required, but empty' },
  tooLong: { cn: '超过 {max} 个字符', en: 'Longer than {max} characters' },
  number: { cn: '应为数字', en: 'Must be a number' },
  range: { cn: '应在 {min} 到 {max} 之间', en: 'Must be between {min} and {max}' },
  url: { cn: '应为 http(s) 网址', en: 'Must be an http(s) address' },
  domain: { cn: '无法识别官网域名', en: 'No website domain can be read from it' },
  date: { cn: '应为日期（YYYY-MM-DD）', en: 'Must be a date (YYYY-MM-DD)' },
  country: { cn: '不是留学国家（可填 ISO 代码，如 GB）', en: 'Not a study country (give an ISO code such as GB)' },
  degree: { cn: '学位应为 本科/硕士/博士 或 1/2/3', en: 'The degree must be bachelor/master/doctorate or 1/2/3' },
  uniType: { cn: '应为 公立/私立 或 public/private', en: 'Must be public/private' },
  yesNo: { cn: '应为 是/否 或 yes/no', en: 'Must be yes/no' },
  currency: { cn: '应为三位币种代码（如 GBP）', en: 'Must be a three-letter currency code (e.g. GBP)' },
  controlChars: { cn: '含有控制字符', en: 'Contains control characters' },
  duplicate: { cn: '与第 {row} 行重复（同一键）', en: 'Same key as row {row}' },
  uniUnknown: { cn: '没有官网为该域名的院校', en: 'No university has this website' },
  nameTaken: { cn: '英文名已被另一所院校使用（{other}）', en: 'Another university already has this English name ({other})' },
  invalid: { cn: '格式不正确', en: 'Invalid format' },
} as const;
export type ImportReasonKey = keyof typeof IMPORT_REASONS;

/** A reason as the error report shows it, its {params} filled in. */
export function importReason(key: string): Bilingual {
  const [k, json] = key.split('|');
  const base = IMPORT_REASONS[k as ImportReasonKey] ?? IMPORT_REASONS.invalid;
  const params = json ? (JSON.parse(json) as Record<string, unknown>) : {};
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, p: string) => String(params[p] ?? ''));
  return { cn: fill(base.cn), en: fill(base.en) };
}
const reason = (k: ImportReasonKey, params?: Record<string, unknown>) => (params ? `${k}|${JSON.stringify(params)}` : k);

// --- Cell schemas: every cell arrives as text ('' when empty) --------------------------------------

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const cellText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, reason('tooLong', { max }))
    .refine((v) => !CONTROL.test(v), reason('controlChars'));
const reqText = (max: number) => cellText(max).refine((v) => v !== '', reason('required'));
/** '' becomes null: an empty cell leaves the stored value alone. */
const optText = (max: number) => cellText(max).transform((v) => (v === '' ? null : v));
const optInt = (min: number, max: number) =>
  cellText(30)
    .refine((v) => v === '' || /^-?\d+(\.0+)?$/.test(v.replace(/,/g, '')), reason('number'))
    .transform((v) => (v === '' ? null : Number(v.replace(/,/g, ''))))
    .refine((v) => v === null || (v >= min && v <= max), reason('range', { min, max }));
const optDecimal = (min: number, max: number) =>
  cellText(30)
    .refine((v) => v === '' || /^\d+(\.\d+)?$/.test(v.replace(/,/g, '')), reason('number'))
    .transform((v) => (v === '' ? null : v.replace(/,/g, '')))
    .refine((v) => v === null || (Number(v) >= min && Number(v) <= max), reason('range', { min, max }));
const httpUrl = (v: string) => /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+/i.test(v) && !/\s/.test(v);
const optUrl = cellText(300)
  .refine((v) => v === '' || httpUrl(v), reason('url'))
  .transform((v) => (v === '' ? null : v));
const countryCell = cellText(40)
  .refine((v) => v !== '', reason('required'))
  .transform((v) => countryIdOf(v) ?? '')
  .refine((v) => v !== '', reason('country'));
/** A university's website or bare domain → its domain (the key). */
const domainCell = cellText(300)
  .refine((v) => v !== '', reason('required'))
  .transform((v) => websiteDomainOf(v) ?? '')
  .refine((v) => v !== '', reason('domain'));
const DEGREES: Record<string, string> = {
  '1': '1',
  '2': '2',
  '3': '3',
  本科: '1',
  硕士: '2',
  博士: '3',
  bachelor: '1',
  undergraduate: '1',
  master: '2',
  masters: '2',
  postgraduate: '2',
  doctorate: '3',
  phd: '3',
  doctoral: '3',
};
const degreeCell = cellText(20)
  .refine((v) => v !== '', reason('required'))
  .transform((v) => DEGREES[v.toLowerCase()] ?? '')
  .refine((v) => v !== '', reason('degree'));
const YES = ['1', 'yes', 'y', 'true', '是'];
const NO = ['0', 'no', 'n', 'false', '否'];
const optYesNo = cellText(10)
  .refine((v) => v === '' || YES.includes(v.toLowerCase()) || NO.includes(v.toLowerCase()), reason('yesNo'))
  .transform((v) => (v === '' ? null : YES.includes(v.toLowerCase())));
const isoDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
/** Dates written 2026/3/1 or 2026-3-1 are read as 2026-03-01. */
const normDate = (v: string) => {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(v);
  return m ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : v;
};
const reqDate = cellText(20)
  .refine((v) => v !== '', reason('required'))
  .transform(normDate)
  .refine(isoDay, reason('date'));

// --- The row schemas --------------------------------------------------------------------------

export const universityImportRow = z.object({
  uniEnName: reqText(200),
  uniName: optText(200),
  country: countryCell,
  website: cellText(300)
    .refine((v) => v !== '', reason('required'))
    .transform((v) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`))
    .refine(httpUrl, reason('url')),
  city: optText(100),
  cityCn: optText(100),
  uniType: cellText(20)
    .transform((v) =>
      v === '' ? null : ({ public: 'public', private: 'private', 公立: 'public', 私立: 'private' }[v.toLowerCase()] ?? ''),
    )
    .refine((v) => v !== '', reason('uniType')),
  founded: optInt(800, 2100),
  qsRank: optInt(1, 5000),
  rankSource: optText(100),
  rankYear: optInt(1990, 2100),
  aiShow: optYesNo,
  sourceUrl: optUrl,
});
export type UniversityImportRow = z.output<typeof universityImportRow>;

export const majorImportRow = z.object({
  externalKey: optText(200),
  uniDomain: domainCell,
  majorEnName: reqText(200),
  majorName: optText(200),
  degreeType: degreeCell,
  majorSystem: optText(20),
  majorTuition: optDecimal(0, 9_999_999_999),
  currency: cellText(3)
    .refine((v) => v === '' || /^[A-Za-z]{3}$/.test(v), reason('currency'))
    .transform((v) => (v === '' ? null : v.toUpperCase())),
  ieltsScore: optText(20),
  toeflScore: optText(20),
  languageRequirement: optText(300),
  languageRequirementEn: optText(300),
  backgroundRequirement: optText(4000),
  backgroundRequirementEn: optText(4000),
  majorIntroduction: optText(8000),
  majorIntroductionEn: optText(8000),
  minGpa: optDecimal(0, 100),
  applyDate: optText(100),
  beginDate: optText(100),
  majorLink: optUrl,
  sourceUrl: optUrl,
});
export type MajorImportRow = z.output<typeof majorImportRow>;

export const caseImportRow = z.object({
  externalKey: reqText(200),
  uniDomain: domainCell,
  stuName: reqText(50),
  stuSpell: optText(100),
  courseType: degreeCell,
  courseName: reqText(200),
  resultDate: reqDate,
  eduUniName: optText(200),
  eduUniEnName: optText(200),
  eduMajorName: optText(200),
  eduMajorNameEn: optText(200),
  eduGpa: optDecimal(0, 100),
  eduLanguage: optText(100),
  uniMoney: optInt(0, 100_000_000),
});
export type CaseImportRow = z.output<typeof caseImportRow>;

export const IMPORT_ROW_SCHEMAS = { universities: universityImportRow, majors: majorImportRow, cases: caseImportRow } as const;

/**
 * The columns of each kind, in template order: the field, its English and Chinese header (either is
 * accepted, case and spaces ignored), whether the template marks it required, and the template's example.
 */
export interface ImportColumn {
  field: string;
  en: string;
  cn: string;
  required?: boolean;
  example: string;
}
export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  universities: [
    { field: 'uniEnName', en: 'English name', cn: '英文名称', required: true, example: 'University of Example' },
    { field: 'uniName', en: 'Chinese name', cn: '中文名称', example: '示例大学' },
    { field: 'country', en: 'Country', cn: '国家', required: true, example: 'GB' },
    { field: 'website', en: 'Website', cn: '官网', required: true, example: 'https://www.example.ac.uk' },
    { field: 'city', en: 'City', cn: '城市（英文）', example: 'London' },
    { field: 'cityCn', en: 'City (Chinese)', cn: '城市', example: '伦敦' },
    { field: 'uniType', en: 'Type', cn: '类型', example: 'public' },
    { field: 'founded', en: 'Founded', cn: '建校年份', example: '1900' },
    { field: 'qsRank', en: 'QS rank', cn: 'QS排名', example: '150' },
    { field: 'rankSource', en: 'Rank source', cn: '排名来源', example: 'QS World University Rankings' },
    { field: 'rankYear', en: 'Rank year', cn: '排名年份', example: '2026' },
    { field: 'aiShow', en: 'Open for applications', cn: '开放申请', example: 'yes' },
    { field: 'sourceUrl', en: 'Source URL', cn: '来源链接', example: 'https://www.example.ac.uk/about' },
  ],
  majors: [
    { field: 'externalKey', en: 'External key', cn: '外部编号', example: 'example.ac.uk:2:msc-computer-science' },
    { field: 'uniDomain', en: 'University website', cn: '院校官网', required: true, example: 'example.ac.uk' },
    { field: 'majorEnName', en: 'English name', cn: '英文名称', required: true, example: 'MSc Computer Science' },
    { field: 'majorName', en: 'Chinese name', cn: '中文名称', example: '计算机科学硕士' },
    { field: 'degreeType', en: 'Degree', cn: '学位', required: true, example: 'master' },
    { field: 'majorSystem', en: 'Years', cn: '学制', example: '1' },
    { field: 'majorTuition', en: 'Tuition', cn: '学费', example: '32000' },
    { field: 'currency', en: 'Currency', cn: '币种', example: 'GBP' },
    { field: 'ieltsScore', en: 'IELTS', cn: '雅思', example: '6.5' },
    { field: 'toeflScore', en: 'TOEFL', cn: '托福', example: '92' },
    { field: 'languageRequirement', en: 'Language requirement (Chinese)', cn: '语言要求', example: '雅思6.5（单项不低于6.0）' },
    {
      field: 'languageRequirementEn',
      en: 'Language requirement',
      cn: '语言要求（英文）',
      example: 'IELTS 6.5 overall with no band below 6.0',
    },
    { field: 'backgroundRequirement', en: 'Requirements (Chinese)', cn: '背景要求', example: '相关专业本科学位' },
    { field: 'backgroundRequirementEn', en: 'Requirements', cn: '背景要求（英文）', example: 'A bachelor degree in a related subject' },
    { field: 'majorIntroduction', en: 'Introduction (Chinese)', cn: '专业介绍', example: '' },
    { field: 'majorIntroductionEn', en: 'Introduction', cn: '专业介绍（英文）', example: '' },
    { field: 'minGpa', en: 'Minimum GPA', cn: '最低GPA', example: '3.0' },
    { field: 'applyDate', en: 'Application dates', cn: '申请时间', example: '2026-10-01 ~ 2027-06-30' },
    { field: 'beginDate', en: 'Start date', cn: '开学时间', example: '2027-09' },
    { field: 'majorLink', en: 'Programme link', cn: '专业链接', example: 'https://www.example.ac.uk/msc-cs' },
    { field: 'sourceUrl', en: 'Source URL', cn: '来源链接', example: 'https://www.example.ac.uk/msc-cs/fees' },
  ],
  cases: [
    { field: 'externalKey', en: 'External key', cn: '外部编号', required: true, example: 'case-2026-0001' },
    { field: 'uniDomain', en: 'University website', cn: '院校官网', required: true, example: 'example.ac.uk' },
    { field: 'stuName', en: 'Student', cn: '学生', required: true, example: '张同学' },
    { field: 'stuSpell', en: 'Student (pinyin)', cn: '学生拼音', example: 'zhang' },
    { field: 'courseType', en: 'Degree', cn: '学位', required: true, example: 'master' },
    { field: 'courseName', en: 'Programme', cn: '录取专业', required: true, example: 'MSc Computer Science' },
    { field: 'resultDate', en: 'Offer date', cn: '录取日期', required: true, example: '2026-03-01' },
    { field: 'eduUniName', en: 'Previous school (Chinese)', cn: '毕业院校', example: '武汉大学' },
    { field: 'eduUniEnName', en: 'Previous school', cn: '毕业院校（英文）', example: 'Wuhan University' },
    { field: 'eduMajorName', en: 'Previous major (Chinese)', cn: '本科专业', example: '软件工程' },
    { field: 'eduMajorNameEn', en: 'Previous major', cn: '本科专业（英文）', example: 'Software Engineering' },
    { field: 'eduGpa', en: 'GPA', cn: 'GPA', example: '3.5' },
    { field: 'eduLanguage', en: 'Language score', cn: '语言成绩', example: 'IELTS 7.0' },
    { field: 'uniMoney', en: 'Scholarship', cn: '奖学金', example: '5000' },
  ],
};

const headerKey = (s: string) => s.replace(/[\s_*]/g, '').toLowerCase();

/**
 * Maps a header row to fields: each cell that names a column in English or Chinese (or its field
 * name). Unknown headers are ignored. Returns the field of each header cell (undefined when unknown).
 */
export function mapHeaders(kind: ImportKind, headers: readonly string[]): (string | undefined)[] {
  const byName = new Map<string, string>();
  for (const c of IMPORT_COLUMNS[kind]) for (const n of [c.en, c.cn, c.field]) byName.set(headerKey(n), c.field);
  const seen = new Set<string>();
  return headers.map((h) => {
    const f = byName.get(headerKey(h ?? ''));
    if (!f || seen.has(f)) return undefined;
    seen.add(f);
    return f;
  });
}

/** The header row of a kind's template in a language (* marks a required column). */
export function templateHeaders(kind: ImportKind, lang: 'cn' | 'en'): string[] {
  return IMPORT_COLUMNS[kind].map((c) => (c.required ? `${c[lang]}*` : c[lang]));
}

/** The label of a field's column in a language (for the error report). */
export function columnLabel(kind: ImportKind, field: string, lang: 'cn' | 'en'): string {
  const c = IMPORT_COLUMNS[kind].find((x) => x.field === field);
  return c ? c[lang] : field;
}

export interface RowError {
  /** The row number as a spreadsheet shows it (the header is row 1). */
  row: number;
  /** The field, or '' for the whole row. */
  column: string;
  value: string;
  reason: Bilingual;
}

/** Checks one row's cells (field → text) against the kind's schema: the normalised row, or its errors. */
export function checkImportRow(
  kind: ImportKind,
  rowNo: number,
  cells: Record<string, string>,
): { ok: true; row: Record<string, unknown> } | { ok: false; errors: RowError[] } {
  const schema = IMPORT_ROW_SCHEMAS[kind];
  const input: Record<string, string> = {};
  for (const f of Object.keys(schema.shape)) input[f] = cells[f] ?? '';
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, row: parsed.data as Record<string, unknown> };
  const byColumn = new Map<string, RowError>();
  for (const issue of parsed.error.issues) {
    const column = String(issue.path[0] ?? '');
    if (byColumn.has(column)) continue;
    byColumn.set(column, { row: rowNo, column, value: (input[column] ?? '').slice(0, 200), reason: importReason(issue.message) });
  }
  return { ok: false, errors: [...byColumn.values()] };
}

/** The key a major is found by again when the file gives none: domain, degree and the English name. */
export function majorKeyOf(domain: string, degreeType: string, majorEnName: string): string {
  const slug = majorEnName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${domain}:${degreeType}:${slug}`.slice(0, 200);
}

// --- Requests and answers ---------------------------------------------------------------------

export const IMPORT_JOB_STATUSES = ['checking', 'checked', 'applying', 'applied', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, msgKey('date'));

/** The fields sent with the uploaded file (multipart fields, or the query). */
export const importUploadFields = z.object(
  {
    ...commonFields,
    kind: z.enum(IMPORT_KINDS, { error: msgKey('requiredSelect') }),
    source: z
      .string({ error: msgKey('required') })
      .trim()
      .min(1, msgKey('required'))
      .max(200, msgKey('max', { max: 200 })),
    checkedAt: day.refine((v) => !Number.isNaN(Date.parse(v)), msgKey('date')),
    mode: z.enum(IMPORT_MODES, { error: msgKey('oneOf') }).default('update'),
  },
  { error: msgKey('invalid') },
);
export type ImportUploadFields = z.infer<typeof importUploadFields>;
export type ImportUploadInput = z.input<typeof importUploadFields>;

export const importSummary = z
  .object({ create: z.number(), change: z.number(), same: z.number(), error: z.number() })
  .meta({ id: 'ImportSummary' });
export type ImportSummary = z.infer<typeof importSummary>;

const bilingual = z.object({ cn: z.string(), en: z.string() });
export const importRowError = z
  .object({ row: z.number(), column: z.string(), value: z.string(), reason: bilingual })
  .meta({ id: 'ImportRowError' });

/** A row of the preview: its row number, outcome, key, name, and the fields an apply would change (before → after). */
export const importPreviewRow = z
  .object({
    row: z.number(),
    outcome: z.enum(['create', 'change', 'same']),
    key: z.string(),
    name: z.string(),
    changes: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
  })
  .meta({ id: 'ImportPreviewRow' });
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

export const importJob = z
  .object({
    id: z.number(),
    kind: z.enum(IMPORT_KINDS),
    fileName: z.string(),
    source: z.string(),
    checkedAt: z.string(),
    mode: z.enum(IMPORT_MODES),
    status: z.enum(IMPORT_JOB_STATUSES),
    total: z.number(),
    processed: z.number(),
    summary: importSummary,
    /** What the apply did (null until applied). */
    applied: importSummary.nullable(),
    createdAt: z.string().meta({ description: 'yyyy-MM-dd HH:mm:ss, Beijing time' }),
    appliedAt: z.string().nullable(),
    createdBy: z.string().nullable().meta({ description: 'masked account' }),
    failure: z.string().nullable(),
  })
  .meta({ id: 'ImportJob' });
export type ImportJob = z.infer<typeof importJob>;

export const importJobDetail = importJob
  .extend({
    errors: z.array(importRowError).meta({ description: 'the first 500 row errors (the download has all)' }),
    errorCount: z.number(),
    preview: z.object({ create: z.array(importPreviewRow), change: z.array(importPreviewRow), same: z.array(importPreviewRow) }),
  })
  .meta({ id: 'ImportJobDetail' });
export type ImportJobDetail = z.infer<typeof importJobDetail>;

export const importJobQuery = z.object({ ...commonFields, id: idSchema });
export const importApplyBody = z.object({ ...commonFields, id: idSchema }, { error: msgKey('invalid') }).meta({ id: 'ImportApplyBody' });
export const importListQuery = z.object({
  ...commonFields,
  pageNo: intIn(1, 100_000).default(1),
  pageSize: intIn(1, 100).default(20),
  kind: z.enum(IMPORT_KINDS).optional(),
});
export const importFileQuery = z.object({
  ...commonFields,
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

// --- Report an error ---------------------------------------------------------------------------

export const ERROR_REPORT_TARGETS = ['university', 'major'] as const;
export type ErrorReportTarget = (typeof ERROR_REPORT_TARGETS)[number];
export const ERROR_REPORT_FIELDS = ['rank', 'tuition', 'requirements', 'dates', 'name', 'website', 'other'] as const;
export type ErrorReportField = (typeof ERROR_REPORT_FIELDS)[number];
export const ERROR_REPORT_STATUSES = ['new', 'fixed', 'dismissed'] as const;
export type ErrorReportStatus = (typeof ERROR_REPORT_STATUSES)[number];
export const ERROR_NOTE_MAX = 500;

export const errorReportBody = z
  .object(
    {
      ...commonFields,
      targetType: z.enum(ERROR_REPORT_TARGETS, { error: msgKey('invalid') }),
      targetId: idSchema,
      field: z.enum(ERROR_REPORT_FIELDS, { error: msgKey('requiredSelect') }),
      note: z
        .string({ error: msgKey('required') })
        .trim()
        .min(1, msgKey('required'))
        .max(ERROR_NOTE_MAX, msgKey('max', { max: ERROR_NOTE_MAX }))
        .refine((v) => !CONTROL.test(v), msgKey('controlChars')),
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'ErrorReportBody' });
export type ErrorReportBody = z.infer<typeof errorReportBody>;
export type ErrorReportInput = z.input<typeof errorReportBody>;

export const errorReportItem = z
  .object({
    id: z.number(),
    page: z.string(),
    targetType: z.enum(ERROR_REPORT_TARGETS),
    targetId: z.number(),
    targetName: z.string().nullable(),
    field: z.string(),
    note: z.string(),
    reporter: z.string().nullable().meta({ description: 'masked account of a logged-in reporter' }),
    status: z.enum(ERROR_REPORT_STATUSES),
    staffNote: z.string().nullable(),
    handledBy: z.string().nullable(),
    handledAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ErrorReportItem' });
export type ErrorReportItem = z.infer<typeof errorReportItem>;

export const errorReportListQuery = z.object({
  ...commonFields,
  pageNo: intIn(1, 100_000).default(1),
  pageSize: intIn(1, 100).default(20),
  status: z.enum(ERROR_REPORT_STATUSES).optional(),
  targetType: z.enum(ERROR_REPORT_TARGETS).optional(),
});

export const errorReportHandleBody = z
  .object(
    {
      ...commonFields,
      id: idSchema,
      status: z.enum(['fixed', 'dismissed'], { error: msgKey('requiredSelect') }),
      staffNote: z
        .string()
        .trim()
        .max(ERROR_NOTE_MAX, msgKey('max', { max: ERROR_NOTE_MAX }))
        .optional()
        .default(''),
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'ErrorReportHandleBody' });
export type ErrorReportHandleBody = z.infer<typeof errorReportHandleBody>;
export type ErrorReportHandleInput = z.input<typeof errorReportHandleBody>;

/** The most reports one bulk handling takes. */
export const ERROR_REPORT_BULK_MAX = 200;

/** Several reports marked fixed or dismissed at once, with one optional note (new ones only; others are skipped). */
export const errorReportBulkBody = z
  .object(
    {
      ...commonFields,
      ids: z
        .array(idSchema, { error: msgKey('invalid') })
        .min(1, msgKey('requiredSelect'))
        .max(ERROR_REPORT_BULK_MAX, msgKey('invalid')),
      status: errorReportHandleBody.shape.status,
      staffNote: errorReportHandleBody.shape.staffNote,
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'ErrorReportBulkBody' });
export type ErrorReportBulkBody = z.infer<typeof errorReportBulkBody>;
export type ErrorReportBulkInput = z.input<typeof errorReportBulkBody>;

/** What a bulk handling did: rows changed, rows left as they were (handled already or unknown). */
export const bulkCounts = z
  .object({ done: z.number(), skipped: z.number() })
  .meta({ id: 'BulkCounts', description: 'done: rows changed; skipped: rows the single action would refuse (left as they were)' });
export type BulkCounts = z.infer<typeof bulkCounts>;

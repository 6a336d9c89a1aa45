// The checks a save of a student file runs besides its step schema, shared by the step saves,
// agentAddApply and switch/country: the schema answer as 003, the application country, dictionary
// values, the school rules (70020) and the files a save names.
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CODES,
  COURSE_TYPE_OF_COUNTRY,
  MAX_SCHOOLS,
  STEP_DICT_FIELDS,
  UPLOAD_LIMITS,
  isMessageKey,
  isStaff,
  msgKey,
  translateMessage,
  valuesAtPath,
  type Lang,
  type MessageKey,
  type StepNo,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { countries, dictData, files } from '../../db/schema';
import { BizError, invalid } from '../../lib/envelope';
import type { AuthContext } from '../accounts/sessions';
import { courseTypeDict, fileIdOf, type UniFacts } from './store';

/** The transaction handle of db.transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Form values by field name, as a step schema answers them. */
export type Values = Record<string, unknown>;

/** A refusal with a catalogue message (70020 tips, 70022 duplicates, 70023 own phone numbers). */
export const refuse = (code: string, key: MessageKey, params?: Record<string, unknown>, data: unknown = null) =>
  new BizError(code, msgKey(key, params), data);

/**
 * 003 naming the field and the rule; data.errors lists every issue (paths as dotted fields). Every
 * rule of the shared schemas carries a catalogue key (a shared test sends one bad value per rule);
 * should one ever come without, the user still reads the catalogue's 'invalid', never zod's English.
 */
export function parseOr<T>(schema: z.ZodType<T>, value: unknown, lang: Lang): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    const issues = r.error.issues.map((i) => ({ path: i.path, message: isMessageKey(i.message.split('|')[0]) ? i.message : 'invalid' }));
    throw invalid(issues, lang);
  }
  return r.data;
}

export async function loadCountry(db: Db | Tx, countryId: string | null | undefined) {
  if (!countryId) return null;
  const [c] = await db.select().from(countries).where(eq(countries.id, countryId)).limit(1);
  return c ?? null;
}

/**
 * Dictionary fields hold one of the dictionary's entries, as the form's selects offer them. The
 * course types are checked against the dictionary of the application country.
 */
/** Countries and dictionary values, from memory where the caller keeps them. */
export interface Reference {
  country(countryId: string | null | undefined): Promise<Awaited<ReturnType<typeof loadCountry>>>;
  /** The values of one dictionary. */
  dictValues(dictType: string): Promise<ReadonlySet<string>>;
}

/** The values of one dictionary, from the database. */
export async function dictValuesOf(db: Db, dictType: string): Promise<Set<string>> {
  const known = await db.select({ dictValue: dictData.dictValue }).from(dictData).where(eq(dictData.dictType, dictType));
  return new Set(known.map((k) => k.dictValue));
}

export async function checkDictValues(
  db: Db,
  step: StepNo,
  data: unknown,
  lang: Lang,
  countryId: string | null,
  reference?: Reference,
): Promise<void> {
  const found: { path: (string | number)[]; value: string; dictType: string }[] = [];
  for (const f of STEP_DICT_FIELDS[step] ?? []) {
    const values = valuesAtPath(data, f.path);
    if (!values.length) continue;
    let dictType = f.dictType;
    if (dictType === COURSE_TYPE_OF_COUNTRY) {
      if (!countryId) throw invalid([{ path: ['countryId'], message: 'selectCountry' }], lang);
      if (reference && !(await reference.country(countryId))) throw new BizError(CODES.NOT_FOUND);
      dictType = reference ? 'web_stu_courseType' : await courseTypeDict(db, countryId);
    }
    found.push(...values.map((v) => ({ ...v, dictType })));
  }
  if (!found.length) return;
  const types = [...new Set(found.map((f) => f.dictType))];
  const values = new Map<string, ReadonlySet<string>>();
  if (reference) for (const type of types) values.set(type, await reference.dictValues(type));
  else {
    const known = await db
      .select({ dictType: dictData.dictType, dictValue: dictData.dictValue })
      .from(dictData)
      .where(inArray(dictData.dictType, types));
    for (const type of types) values.set(type, new Set(known.filter((k) => k.dictType === type).map((k) => k.dictValue)));
  }
  const wrong = found.filter((f) => !values.get(f.dictType)?.has(f.value));
  if (wrong.length)
    throw invalid(
      wrong.map((w) => ({ path: w.path, message: 'oneOf' })),
      lang,
    );
}

const typeClass = (uniTypeTip: number) => (uniTypeTip === 1 ? 'college' : 'university');

/** Community colleges and universities are not mixed in one application. */
export const mixesTypes = (list: { uniTypeTip: number }[]) => new Set(list.map((u) => typeClass(u.uniTypeTip))).size > 1;

/**
 * The school rules of apply info and add-application: known, open universities of the
 * application's country, each once, with a scholarship, at most five, one kind of school.
 */
export function checkSchools(entries: { uniId: number }[], facts: Map<number, UniFacts>, countryId: string, keptCount = 0) {
  const seen = new Set<number>();
  for (const e of entries) {
    const u = facts.get(e.uniId);
    if (!u || u.status !== '0' || u.countryId !== countryId || !u.applicationOpen) throw refuse(CODES.BUSINESS_TIP, 'schoolInvalid');
    if (seen.has(e.uniId)) throw refuse(CODES.BUSINESS_TIP, 'schoolTwice');
    seen.add(e.uniId);
    if (u.stipendShow === '0') throw refuse(CODES.BUSINESS_TIP, 'noStipend');
  }
  if (entries.length + keptCount > MAX_SCHOOLS) throw refuse(CODES.BUSINESS_TIP, 'fiveSchools');
  if (mixesTypes(entries.map((e) => facts.get(e.uniId)!))) throw refuse(CODES.BUSINESS_TIP, 'uniTypeMix');
}

/** The school flags the client sent give way to the catalogue's: the server's word wins. */
export function withCatalogueFlags(list: unknown, facts: Map<number, UniFacts>): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((a: Values) => {
    const u = facts.get(Number(a?.uniId));
    return u ? { ...a, isSpecial: u.isSpecial } : a;
  });
}

/** How a file is kept for a student: attachments, special-school forms (of the step, of one school), letters. */
export type FileKind = 'apply' | 'net' | 'uniNet' | 'refusal' | 'visa';

/** A file a save names, as stored in student_files. */
export interface FileRef {
  id: string;
  kind: FileKind;
  fileName: string;
  annexType: string | null;
}

/** The letters take the formats of the visa upload (UPLOAD_LIMITS), whatever use they were uploaded with. */
const LETTER_EXTENSIONS: readonly string[] = UPLOAD_LIMITS.visa.extensions;

/** Files named in a save must exist and belong to the caller, the file's owner account, or staff. */
export async function checkFiles(db: Db, auth: AuthContext, ownerId: number, refs: FileRef[], lang: Lang): Promise<void> {
  if (!refs.length) return;
  const found = await db
    .select({ id: files.id, ownerId: files.ownerId, extension: files.extension })
    .from(files)
    .where(inArray(files.id, [...new Set(refs.map((r) => r.id))]));
  const byId = new Map(found.map((f) => [f.id, f]));
  for (const r of refs) {
    const f = byId.get(r.id);
    const mine = f && (f.ownerId === auth.userId || f.ownerId === ownerId || isStaff(auth.roles));
    if (!mine) throw new BizError(CODES.INVALID_PARAM, translateMessage('fileUnknown', lang));
    if ((r.kind === 'refusal' || r.kind === 'visa') && !LETTER_EXTENSIONS.includes(f.extension))
      throw new BizError(CODES.INVALID_PARAM, translateMessage('visaFileType', lang));
  }
}

/** The stored files a list of file records names (003 when one names no stored file). */
export function refsOf(list: unknown, kind: FileKind, lang: Lang): FileRef[] {
  if (!Array.isArray(list)) return [];
  return list.map((f: Values) => {
    const id = fileIdOf(f as { fileRoute?: string; fileNameAfter?: string });
    if (!id) throw new BizError(CODES.INVALID_PARAM, translateMessage('fileUnknown', lang));
    return { id, kind, fileName: String(f.fileName ?? f.name ?? 'file').slice(0, 255), annexType: (f.annexType as string | null) ?? null };
  });
}

/** Optional text as stored: nothing typed ('' or absent) is NULL. */
export const emptyToNull = <T>(v: T | '' | undefined): T | null => (v === undefined || v === '' ? null : v);

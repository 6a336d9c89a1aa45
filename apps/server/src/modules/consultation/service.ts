// Online consultation (spec 000 sections 4, 5, 7; issue 13): the chat link of a consultation request
// and the lead it leaves, and the consultation profile (the staff's list of leads is console-ops/leads.ts).
//
// The chat link of a country is country_settings.chat_url; where none is set (nothing is seeded)
// the link is the server's demo chat page (/api/consult/chat, chat-page.ts), which says what the
// student asked about. Requests are limited per account (CLUE_LIMITS), counted in the leads
// themselves under a lock per account, so that a burst from several processes cannot pass it.
import { and, eq, sql } from 'drizzle-orm';
import {
  CLUE_LIMITS,
  CODES,
  CONSULT_CODES,
  type ClueAddBody,
  type ConsultProfile,
  type ConsultProfileBody,
  type Lang,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { consultLeads, consultProfiles, countrySettings, dictData, universities, users, type LeadProfile } from '../../db/schema';
import { BizError, invalid } from '../../lib/envelope';
import { lockName } from '../../lib/locks';
import { rows } from '../../lib/sql';

export const COUNTRY_DICT = 'web_clerk_countryName';
const PROFILE_DICTS = {
  sex: 'web_stu_sex',
  nationality: 'nationality',
  countryId: COUNTRY_DICT,
  courseType: 'web_stu_courseType',
  majorFocusList: 'major_focus',
} as const;

/** The demo chat page's address for a request. */
export function demoChatUrl(publicUrl: string, q: { country: string; uni?: string | null; major?: string | null }): string {
  const p = new URLSearchParams({ country: q.country });
  if (q.uni) p.set('uni', q.uni);
  if (q.major) p.set('major', q.major);
  return `${publicUrl.replace(/\/$/, '')}/api/consult/chat?${p.toString()}`;
}

async function dictHas(db: Db, dictType: string, value: string): Promise<boolean> {
  const [r] = await db
    .select({ v: dictData.dictValue })
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.dictValue, value), eq(dictData.status, '0')))
    .limit(1);
  return !!r;
}

async function dictValues(db: Db, dictType: string): Promise<Set<string>> {
  const r = await db
    .select({ v: dictData.dictValue })
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.status, '0')));
  return new Set(r.map((x) => x.v));
}

/** The profile as loaded: the account's name and school, the saved consultation fields. */
export async function loadProfile(db: Db, userId: number): Promise<ConsultProfile> {
  const [r] = await db
    .select({
      userName: users.userName,
      userSex: users.sex,
      stuUniName: users.stuUniName,
      sex: consultProfiles.sex,
      gpa: consultProfiles.gpa,
      nationality: consultProfiles.nationality,
      countryId: consultProfiles.countryId,
      courseType: consultProfiles.courseType,
      majorFocusList: consultProfiles.majorFocusList,
      updatedAt: consultProfiles.updatedAt,
    })
    .from(users)
    .leftJoin(consultProfiles, eq(consultProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!r) throw new BizError(CODES.NOT_FOUND);
  return {
    userName: r.userName || null,
    sex: r.sex ?? r.userSex ?? null,
    stuUniName: r.stuUniName || null,
    gpa: r.gpa || null,
    nationality: r.nationality ?? null,
    countryId: r.countryId ?? null,
    courseType: r.courseType ?? null,
    majorFocusList: r.majorFocusList ?? [],
    updatedAt: r.updatedAt ? r.updatedAt.toISOString() : null,
  };
}

/**
 * Saves the profile: the name on the account, the rest in the consultation profile. The graduated
 * school is the account's (read only here) and must be there (70072); dictionary fields must hold
 * one of their dictionary's values (003 naming the field).
 */
export async function saveProfile(db: Db, userId: number, body: ConsultProfileBody, lang: Lang): Promise<ConsultProfile> {
  const [u] = await db.select({ stuUniName: users.stuUniName }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new BizError(CODES.NOT_FOUND);
  if (!u.stuUniName?.trim()) throw new BizError(CONSULT_CODES.NO_SCHOOL);
  const wrong: { path: PropertyKey[]; message: string }[] = [];
  for (const field of ['sex', 'nationality', 'countryId', 'courseType'] as const) {
    const v = body[field];
    if (v && !(await dictHas(db, PROFILE_DICTS[field], v))) wrong.push({ path: [field], message: 'oneOf' });
  }
  if (body.majorFocusList.length) {
    const known = await dictValues(db, PROFILE_DICTS.majorFocusList);
    body.majorFocusList.forEach((m, i) => {
      if (!known.has(m)) wrong.push({ path: ['majorFocusList', i], message: 'oneOf' });
    });
  }
  if (wrong.length) throw invalid(wrong, lang);
  const fields = {
    sex: body.sex,
    gpa: body.gpa || null,
    nationality: body.nationality,
    countryId: body.countryId || null,
    courseType: body.courseType,
    majorFocusList: [...new Set(body.majorFocusList)],
  };
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ userName: body.userName, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx
      .insert(consultProfiles)
      .values({ userId, ...fields })
      .onConflictDoUpdate({ target: consultProfiles.userId, set: { ...fields, updatedAt: sql`now()` } });
  });
  return loadProfile(db, userId);
}

/** The university a request of type 1 or 2 names, in the country asked about (70071 otherwise). */
async function findUni(db: Db, body: ClueAddBody): Promise<{ id: number; uniEnName: string }> {
  const byId = body.uniId && Number(body.uniId) > 0 ? Number(body.uniId) : null;
  const [uni] = await db
    .select({ id: universities.id, uniEnName: universities.uniEnName, countryId: universities.countryId })
    .from(universities)
    .where(
      and(
        byId ? eq(universities.id, byId) : sql`lower(${universities.uniEnName}) = lower(${body.uniEnName ?? ''})`,
        eq(universities.status, '0'),
      ),
    )
    .limit(1);
  if (!uni || uni.countryId !== body.countryId) throw new BizError(CONSULT_CODES.UNI_UNKNOWN);
  return uni;
}

/**
 * A consultation request: checks the country (70070) and the university (70071), counts the
 * account's requests (006 past CLUE_LIMITS), stores the lead with the profile as it stands and
 * answers the country's chat link.
 */
export async function addClue(db: Db, publicUrl: string, userId: number, body: ClueAddBody): Promise<string> {
  if (!(await dictHas(db, COUNTRY_DICT, body.countryId))) throw new BizError(CONSULT_CODES.COUNTRY_UNKNOWN);
  const uni = body.type >= 1 ? await findUni(db, body) : null;
  const majorName = body.type === 2 ? (body.majorName ?? null) : null;
  const [setting] = await db
    .select({ chatUrl: countrySettings.chatUrl })
    .from(countrySettings)
    .where(eq(countrySettings.countryId, body.countryId))
    .limit(1);
  const chatUrl = setting?.chatUrl?.trim() || demoChatUrl(publicUrl, { country: body.countryId, uni: uni?.uniEnName, major: majorName });
  const p = await loadProfile(db, userId);
  const profile: LeadProfile = {
    userName: p.userName,
    sex: p.sex,
    stuUniName: p.stuUniName,
    gpa: p.gpa,
    nationality: p.nationality,
    countryId: p.countryId,
    courseType: p.courseType,
    majorFocusList: p.majorFocusList,
  };
  await db.transaction(async (tx) => {
    await lockName(tx, 'consult', String(userId));
    const [c] = await rows<{ minute: number; day: number }>(
      tx as unknown as Db,
      sql`SELECT count(*) FILTER (WHERE created_at > now() - interval '1 minute')::int AS minute,
                 count(*)::int AS day
            FROM consult_leads WHERE user_id = ${userId} AND created_at > now() - interval '1 day'`,
    );
    if (c.minute >= CLUE_LIMITS.minute || c.day >= CLUE_LIMITS.day) throw new BizError(CODES.TOO_MANY, undefined, null, 429);
    await tx.insert(consultLeads).values({
      userId,
      type: body.type,
      countryId: body.countryId,
      uniId: uni?.id ?? null,
      uniEnName: uni?.uniEnName ?? null,
      majorName,
      profile,
      chatUrl,
    });
  });
  return chatUrl;
}

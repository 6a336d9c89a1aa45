// The application calls besides saving: the list of my applications, apply-now and the floating
// button, the school-count tip, the college/university check, course suggestions, the staff-only
// card reveal and case transfer (the CVV purge itself is a job: jobs/purge-cvv.ts).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CODES,
  MAX_SCHOOLS,
  REFERRAL,
  STU_STATUS_LABELS,
  STU_STATUS_VALUES,
  courseNameItem,
  fileStatusLabel,
  isStaff,
  msgKey,
  nextStepOf,
  studentListItem,
  translateMessage,
  type ApplyUniAnswer,
  type CardReveal,
  type CountTip,
  type CourseSuggestion,
  type Lang,
  type StudentPage,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { majors, studentApplies, students, universities } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { likeEscape, paged, rows, rowsAs } from '../../lib/sql';
import type { SecretBox } from '../../lib/secrets';
import { purgeCvv } from '../../jobs/purge-cvv';
import { openStudentSecret } from './secret-fields';
import { audit } from '../audit/service';
import type { AuthContext } from '../accounts/sessions';
import { decideApplyNow, decideSituation, type StudentSummary } from './decide';
import { mixesTypes } from './checks';
import { courseTypeOfDegree, loadOwned, uniFacts } from './store';
import { ownerUnreadSql, settingKeySql } from '../console/repo';
import { changeStatus } from '../console/service';
import { milestoneFlagsSql } from '../contracts/read';

/** A row of my applications with the total of the page query, the status's dictionary label and next-step setting. */
const stageCountsJson = z.record(z.string(), z.number());
const studentListRow = studentListItem.omit({ statusLabel: true, nextStep: true }).extend({
  total: z.number(),
  stageCounts: stageCountsJson,
  dictCn: z.string().nullable(),
  dictEn: z.string().nullable(),
  nextOwner: z.string().nullable(),
  waitDays: z.number().nullable(),
});

/** My applications: the caller's students, newest first, with their first school. */
export async function listStudents(
  db: Db,
  auth: AuthContext,
  pageNo: number,
  pageSize: number,
  referralStatus?: number | null,
  lang: Lang = 'cn',
): Promise<StudentPage> {
  const stage = referralStatus === undefined || referralStatus === null ? sql`TRUE` : sql`s.referral_status = ${referralStatus}`;
  // How many files are at each stage, for the stage bar: computed once per statement, carried on each row.
  const stages = sql`(SELECT coalesce(json_object_agg(t.k, t.n), '{}'::json)
    FROM (SELECT referral_status AS k, count(*)::int AS n FROM students WHERE owner_id = ${auth.userId} GROUP BY referral_status) t)`;
  const list = await rowsAs(
    db,
    studentListRow,
    sql`SELECT s.id AS "stuId", coalesce(s.stu_name, '') AS "stuName", coalesce(s.stu_spell, '') AS "stuSpell", s.country_id AS "countryId",
          c.name AS "countryName", u.uni_logo AS "uniLogo", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName",
          (SELECT count(*)::int FROM student_applies x WHERE x.stu_id = s.id) AS "uniCount",
          s.referral_status AS "referralStatus", s.stu_status AS "stuStatus", s.agent_draft_status AS "agentDraftStatus",
          s.current_step AS "currentStep", to_char(s.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createDate",
          ${ownerUnreadSql('s')} AS "leaveMsgCount", s.return_reason AS "returnReason",
          s.is_sign_contract AS "isSignContract", ${milestoneFlagsSql('s')} AS milestones,
          d.dict_label AS "dictCn", d.dict_en_label AS "dictEn", ss.next_owner AS "nextOwner", ss.wait_days AS "waitDays",
          count(*) OVER ()::int AS total, ${stages} AS "stageCounts"
        FROM students s
        LEFT JOIN countries c ON c.id = s.country_id
        LEFT JOIN dict_data d ON d.dict_type = 'stuStatus_agent' AND d.dict_value = s.stu_status
        LEFT JOIN status_settings ss ON ss.status = ${settingKeySql('s')}
        LEFT JOIN LATERAL (SELECT a.uni_id FROM student_applies a WHERE a.stu_id = s.id ORDER BY a.sort, a.id LIMIT 1) fa ON TRUE
        LEFT JOIN universities u ON u.id = fa.uni_id
        WHERE s.owner_id = ${auth.userId} AND ${stage}
        ORDER BY s.updated_at DESC, s.id DESC
        LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    'my_students',
  );
  let total = list[0]?.total ?? 0;
  let counts = list[0]?.stageCounts ?? {};
  if (!list.length) {
    // No row on this page to carry them: the total (a page past the end) and the stages in one statement.
    const [r] = await rowsAs(
      db,
      z.object({ n: z.number(), stageCounts: stageCountsJson }),
      sql`SELECT (SELECT count(*)::int FROM students s WHERE s.owner_id = ${auth.userId} AND ${stage}) AS n, ${stages} AS "stageCounts"`,
    );
    total = pageNo > 1 ? r.n : 0;
    counts = r.stageCounts;
  }
  const stageCounts = Object.fromEntries([0, 1, 2, 3].map((k) => [k, counts[String(k)] ?? 0]));
  return {
    ...paged(
      list.map(({ total: _t, stageCounts: _s, dictCn, dictEn, nextOwner, waitDays, ...r }) => {
        const state = { referralStatus: r.referralStatus, stuStatus: r.stuStatus };
        return {
          ...r,
          returnReason: r.referralStatus === REFERRAL.returned ? r.returnReason : null,
          statusLabel: fileStatusLabel(state, dictCn ? { cn: dictCn, en: dictEn ?? '' } : null)[lang],
          nextStep: nextStepOf(state, { owner: nextOwner, waitDays }),
        };
      }),
      pageNo,
      pageSize,
      total,
    ),
    stageCounts,
  };
}

/** The caller's students, newest first, with the kind of each chosen school. */
async function summaries(db: Db, ownerId: number): Promise<StudentSummary[]> {
  const list = await db
    .select({
      id: students.id,
      countryId: students.countryId,
      referralStatus: students.referralStatus,
      contractStatus: students.contractStatus,
    })
    .from(students)
    .where(eq(students.ownerId, ownerId))
    .orderBy(desc(students.updatedAt), desc(students.id));
  if (!list.length) return [];
  const schools = await db
    .select({ stuId: studentApplies.stuId, uniId: studentApplies.uniId, uniTypeTip: universities.uniTypeTip })
    .from(studentApplies)
    .innerJoin(universities, eq(universities.id, studentApplies.uniId))
    .where(
      inArray(
        studentApplies.stuId,
        list.map((s) => s.id),
      ),
    );
  return list.map((s) => ({ ...s, schools: schools.filter((x) => x.stuId === s.id) }));
}

export async function applyNow(
  db: Db,
  auth: AuthContext,
  uniId: number,
  majorId: number | null | undefined,
  lang: Lang,
): Promise<ApplyUniAnswer> {
  const u = (await uniFacts(db, [uniId])).get(uniId);
  if (!u || u.status !== '0') throw new BizError(CODES.NOT_FOUND);
  const decision = decideApplyNow(await summaries(db, auth.userId), u, isStaff(auth.roles));
  if (decision.refused) throw new BizError(CODES.APPLY_REFUSED, msgKey(decision.refused));
  let carryMajorId: number | null = null;
  if (majorId) {
    const [m] = await db
      .select({ id: majors.id })
      .from(majors)
      .where(and(eq(majors.id, majorId), eq(majors.uniId, uniId)))
      .limit(1);
    carryMajorId = m?.id ?? null;
  }
  return {
    type: decision.type,
    stuId: decision.stuId,
    carryUniId: uniId,
    carryMajorId,
    countryId: u.countryId,
    tipMsg: decision.tip ? translateMessage(decision.tip, lang) : null,
    isClerkApply: decision.isClerkApply,
  };
}

export async function applySituation(db: Db, auth: AuthContext) {
  return decideSituation(await summaries(db, auth.userId));
}

/** How many schools a student has and may still add (for add-application). */
export async function countTip(db: Db, auth: AuthContext, stuId: number, lang: Lang): Promise<CountTip> {
  await loadOwned(db, auth, stuId);
  const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM student_applies WHERE stu_id = ${stuId}`);
  const remaining = Math.max(0, MAX_SCHOOLS - n);
  return { applyCount: n, max: MAX_SCHOOLS, remaining, tipMsg: remaining === 0 ? translateMessage('fiveSchools', lang) : null };
}

/**
 * '1' when the schools (with those already saved for the student) mix community colleges and
 * universities: the new school must then be added as a new application.
 */
export async function uniTypeTip(db: Db, auth: AuthContext, uniIdList: number[], stuId: number | null | undefined): Promise<'0' | '1'> {
  const ids = [...uniIdList];
  if (stuId) {
    await loadOwned(db, auth, stuId);
    const saved = await db.select({ uniId: studentApplies.uniId }).from(studentApplies).where(eq(studentApplies.stuId, stuId));
    ids.push(...saved.map((s) => s.uniId));
  }
  const facts = await uniFacts(db, ids);
  return mixesTypes([...facts.values()]) ? '1' : '0';
}

/** A programme of the university as the suggestion query reads it. */
const courseNameRow = courseNameItem.omit({ courseType: true }).extend({ degreeType: z.string() });

/** Course-name suggestions from the university's programmes (English names, as applications use). */
export async function courseNames(db: Db, uniId: number, courseName: string, limit: number): Promise<CourseSuggestion[]> {
  const q = courseName.trim();
  const cond = q
    ? sql`AND (lower(m.major_en_name) LIKE ${`%${likeEscape(q.toLowerCase())}%`} OR m.major_name LIKE ${`%${likeEscape(q)}%`})`
    : sql``;
  const list = await rowsAs(
    db,
    courseNameRow,
    sql`SELECT m.id AS "majorId", m.major_en_name AS "courseName", m.major_name AS "courseCnName", m.degree_type AS "degreeType"
        FROM majors m WHERE m.uni_id = ${uniId} AND m.major_status = '0' ${cond}
        ORDER BY CASE WHEN lower(m.major_en_name) LIKE ${`${likeEscape(q.toLowerCase())}%`} THEN 0 ELSE 1 END, m.major_en_name
        LIMIT ${limit}`,
  );
  return list.map(({ degreeType, ...r }) => ({ ...r, courseType: courseTypeOfDegree(degreeType) }));
}

// --- Staff: card reveal, case transfer ------------------------------------------------------------
/** The full card for staff who process the application: one audited call. */
export async function revealCard(db: Db, secrets: SecretBox, auth: AuthContext, stuId: number, ip: string): Promise<CardReveal> {
  await purgeCvv(db);
  const row = await loadOwned(db, auth, stuId);
  await audit(db, auth, ip, { action: 'student.card.reveal', target: stuId });
  return {
    cardNo: openStudentSecret(secrets, 'cardNoEnc', row.id, row.cardNoEnc),
    cardSafetyCode: openStudentSecret(secrets, 'cardSafetyCodeEnc', row.id, row.cardSafetyCodeEnc),
    eduPassword: openStudentSecret(secrets, 'eduPasswordEnc', row.id, row.eduPasswordEnc),
  };
}

/**
 * The older staff call for a transfer (/clerk/web/stu/transfer): the console's status change with
 * the same rules, history, notice and CVV deletion. stuStatus is a stuStatus_agent value or its name.
 */
export async function transferCase(db: Db, auth: AuthContext, stuId: number, stuStatus: string, ip: string, lang: Lang) {
  const named = STU_STATUS_VALUES.find((v) => [STU_STATUS_LABELS[v].en, STU_STATUS_LABELS[v].cn].includes(stuStatus));
  await changeStatus(db, auth, ip, { stuId, action: 'transfer', stuStatus: named ?? stuStatus }, lang);
}

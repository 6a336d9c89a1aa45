// The console's admitted-student cases: the list with its filters and sorts, one case with every
// field and its applications, saving (create or edit, applications replaced as a whole), hiding and
// showing in bulk, and the verified flag. A case is verified only with an offer letter on file (an
// 'offer' upload by staff, served to staff only); removing the letter un-verifies it; who verified
// and when are kept. Every write is one transaction with its audit row, the case row locked first so
// concurrent saves and verifications apply one after the other.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONTENT_ADMIN_CODES as C,
  isStaff,
  maskEmail,
  maskPhone,
  type CaseSaveBody,
  type ConsoleCaseDetail,
  type ConsoleCaseListBody,
  consoleCaseItem,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { TOTAL, joinAnd, likeEscape, pageAs, rows, rowsAs } from '../../lib/sql';
import type { AuthContext } from '../accounts/sessions';
import { audit } from '../audit/service';

const beijing = (col: string, fmt = 'YYYY-MM-DD HH24:MI') => sql.raw(`to_char(${col} AT TIME ZONE 'Asia/Shanghai', '${fmt}')`);

const SORT_SQL: Record<ConsoleCaseListBody['sort'], string> = {
  resultDate: 'k.result_date',
  updateDate: 'k.update_date',
  viewNumber: 'k.view_number',
  uniMoney: 'k.uni_money',
  eduGpa: 'k.edu_gpa',
  id: 'k.id',
};

export function listCases(db: Db, b: ConsoleCaseListBody) {
  const conds: SQL[] = [];
  if (b.keyword) {
    const like = `%${likeEscape(b.keyword)}%`;
    conds.push(sql`(k.stu_name ILIKE ${like} OR k.stu_spell ILIKE ${like} OR k.course_name ILIKE ${like}
      OR u.uni_name ILIKE ${like} OR u.uni_en_name ILIKE ${like})`);
  }
  if (b.uniId) conds.push(sql`k.uni_id = ${b.uniId}`);
  if (b.countryId) conds.push(sql`u.country_id = ${b.countryId}`);
  if (b.courseType) conds.push(sql`k.course_type = ${b.courseType}`);
  if (b.from) conds.push(sql`k.result_date >= ${b.from}::date`);
  if (b.to) conds.push(sql`k.result_date <= ${b.to}::date`);
  if (b.verified) conds.push(b.verified === '1' ? sql`k.verified` : sql`NOT k.verified`);
  if (b.status) conds.push(sql`k.status = ${b.status}`);
  const where = joinAnd(conds);
  const dir = b.order === 'asc' ? 'ASC' : 'DESC';
  const order = sql.raw(`${SORT_SQL[b.sort]} ${dir} NULLS LAST, k.id ${dir}`);
  return pageAs(
    db,
    consoleCaseItem,
    sql`SELECT k.id, k.stu_name AS "stuName", k.stu_spell AS "stuSpell", k.uni_id AS "uniId", u.uni_name AS "uniName",
               u.uni_en_name AS "uniEnName", c.id AS "countryId", c.name AS "countryName", c.en_name AS "countryEnName",
               k.course_type AS "courseType", k.course_name AS "courseName", to_char(k.result_date, 'YYYY-MM-DD') AS "resultDate",
               k.edu_uni_name AS "eduUniName", k.edu_gpa::text AS "eduGpa", k.uni_money AS "uniMoney", k.view_number AS "viewNumber",
               k.status, k.verified, (k.offer_file_id IS NOT NULL) AS "hasOffer", ${beijing('k.verified_at')} AS "verifiedAt",
               ${beijing('k.update_date')} AS "updateDate", k.source,
               (SELECT count(*)::int FROM case_applies a WHERE a.case_id = k.id) AS "applyCount", ${TOTAL}
          FROM cases k JOIN universities u ON u.id = k.uni_id JOIN countries c ON c.id = u.country_id
         WHERE ${where} ORDER BY ${order} LIMIT ${b.pageSize} OFFSET ${(b.pageNo - 1) * b.pageSize}`,
    sql`SELECT count(*)::int AS n FROM cases k JOIN universities u ON u.id = k.uni_id WHERE ${where}`,
    b.pageNo,
    b.pageSize,
  );
}

const detailRow = z.object({
  id: z.number(),
  stuName: z.string(),
  stuSpell: z.string(),
  uniId: z.number(),
  uniName: z.string(),
  uniEnName: z.string(),
  courseType: z.string(),
  courseName: z.string(),
  resultDate: z.string(),
  eduUniName: z.string().nullable(),
  eduUniEnName: z.string().nullable(),
  eduUniType: z.string().nullable(),
  eduMajorName: z.string().nullable(),
  eduMajorNameEn: z.string().nullable(),
  eduGpa: z.coerce.number().nullable(),
  eduLanguage: z.string().nullable(),
  isWork: z.enum(['0', '1']),
  workExperience: z.string().nullable(),
  uniMoney: z.number().nullable(),
  status: z.enum(['0', '1']),
  source: z.string().nullable(),
  externalKey: z.string().nullable(),
  viewNumber: z.number(),
  updateDate: z.string(),
  offerFileId: z.string().nullable(),
  fileName: z.string().nullable(),
  fileExt: z.string().nullable(),
  fileSize: z.number().nullable(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

const applyRow = z.object({
  uniId: z.number(),
  uniName: z.string(),
  uniEnName: z.string(),
  courseName: z.string(),
  applyStatus: z.string(),
  receiptDate: z.string(),
  beginDate: z.string().nullable(),
});

export async function caseDetail(db: Db, id: number): Promise<ConsoleCaseDetail> {
  const [k] = await rowsAs(
    db,
    detailRow,
    sql`SELECT k.id, k.stu_name AS "stuName", k.stu_spell AS "stuSpell", k.uni_id AS "uniId", u.uni_name AS "uniName",
               u.uni_en_name AS "uniEnName", k.course_type AS "courseType", k.course_name AS "courseName",
               to_char(k.result_date, 'YYYY-MM-DD') AS "resultDate", k.edu_uni_name AS "eduUniName", k.edu_uni_en_name AS "eduUniEnName",
               k.edu_uni_type AS "eduUniType", k.edu_major_name AS "eduMajorName", k.edu_major_name_en AS "eduMajorNameEn",
               k.edu_gpa::text AS "eduGpa", k.edu_language AS "eduLanguage", k.is_work AS "isWork", k.work_experience AS "workExperience",
               k.uni_money AS "uniMoney", k.status, k.source, k.external_key AS "externalKey", k.view_number AS "viewNumber",
               ${beijing('k.update_date')} AS "updateDate", k.offer_file_id AS "offerFileId", f.original_name AS "fileName",
               f.extension AS "fileExt", f.size AS "fileSize", k.verified, ${beijing('k.verified_at')} AS "verifiedAt",
               v.phone_number AS phone, v.email
          FROM cases k JOIN universities u ON u.id = k.uni_id
          LEFT JOIN files f ON f.id = k.offer_file_id
          LEFT JOIN users v ON v.id = k.verified_by
         WHERE k.id = ${id}`,
  );
  if (!k) throw new BizError(C.CASE_UNKNOWN);
  const applies = await rowsAs(
    db,
    applyRow,
    sql`SELECT a.uni_id AS "uniId", u.uni_name AS "uniName", u.uni_en_name AS "uniEnName", a.course_name AS "courseName",
               a.apply_status AS "applyStatus", to_char(a.receipt_date, 'YYYY-MM-DD') AS "receiptDate",
               to_char(a.begin_date, 'YYYY-MM-DD') AS "beginDate"
          FROM case_applies a JOIN universities u ON u.id = a.uni_id WHERE a.case_id = ${id} ORDER BY a.receipt_date, a.id`,
  );
  const { fileName, fileExt, fileSize, phone, email, ...rest } = k;
  return {
    ...rest,
    offerFile:
      k.offerFileId && fileExt
        ? { url: `/api/file/${k.offerFileId}.${fileExt}`, name: fileName ?? '', ext: fileExt, size: fileSize ?? 0 }
        : null,
    verifiedBy: k.verified ? (maskPhone(phone) ?? maskEmail(email)) : null,
    applies,
  };
}

/** The offer file must be an 'offer' upload made by a staff account (never a student's own file). */
async function checkOfferFile(t: Db, fileId: string): Promise<void> {
  const [f] = await rows<{ use: string; roles: string[] | null }>(
    t,
    sql`SELECT f.use, u.roles FROM files f LEFT JOIN users u ON u.id = f.owner_id WHERE f.id = ${fileId}`,
  );
  if (!f || f.use !== 'offer' || !isStaff(f.roles ?? [])) throw new BizError(C.OFFER_FILE_UNKNOWN);
}

const stateRow = z.object({
  verified: z.boolean(),
  offerFileId: z.string().nullable(),
  status: z.string(),
});

async function lockCase(t: Db, id: number) {
  const [s] = await rowsAs(
    t,
    stateRow,
    sql`SELECT verified, offer_file_id AS "offerFileId", status FROM cases WHERE id = ${id} FOR UPDATE`,
  );
  if (!s) throw new BizError(C.CASE_UNKNOWN);
  return s;
}

async function checkUniversities(t: Db, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const found = await rows<{ id: number }>(
    t,
    sql`SELECT id FROM universities WHERE id IN (${sql.join(
      wanted.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  if (found.length !== wanted.length) throw new BizError(C.UNIVERSITY_UNKNOWN);
}

/**
 * Creates (no id) or saves a case with its applications. Verified needs an offer file (71041); a
 * save that removes the file of a verified case un-verifies it. Answers the case as saved.
 */
export async function saveCase(db: Db, auth: AuthContext, ip: string, b: CaseSaveBody): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = b.id ? await lockCase(t, b.id) : null;
    await checkUniversities(t, [b.uniId, ...b.applies.map((a) => a.uniId)]);
    if (b.offerFileId && b.offerFileId !== before?.offerFileId) await checkOfferFile(t, b.offerFileId);
    let verified = b.verified;
    if (verified && !b.offerFileId) {
      // Removing the letter of a verified case un-verifies it; marking a case without one is refused.
      if (before?.verified && before.offerFileId) verified = false;
      else throw new BizError(C.VERIFY_NEEDS_OFFER);
    }
    const verifiedNow = verified && !before?.verified;
    const values = sql`${b.stuName}, ${b.stuSpell}, ${b.uniId}, ${b.courseType}, ${b.courseName}, ${b.resultDate}::date,
      ${b.eduUniName}, ${b.eduUniEnName}, ${b.eduUniType}, ${b.eduMajorName}, ${b.eduMajorNameEn}, ${b.eduGpa}, ${b.eduLanguage},
      ${b.isWork}, ${b.workExperience}, ${b.uniMoney}, ${b.status}, ${b.source}, ${b.offerFileId}, ${verified}`;
    let id = b.id;
    if (!id) {
      const [r] = await rows<{ id: number }>(
        t,
        sql`INSERT INTO cases (stu_name, stu_spell, uni_id, course_type, course_name, result_date, edu_uni_name, edu_uni_en_name,
                               edu_uni_type, edu_major_name, edu_major_name_en, edu_gpa, edu_language, is_work, work_experience,
                               uni_money, status, source, offer_file_id, verified, verified_by, verified_at, update_date)
            VALUES (${values}, ${verified ? auth.userId : null}, ${verified ? sql`now()` : null}, now()) RETURNING id`,
      );
      id = r.id;
    } else {
      await tx.execute(
        sql`UPDATE cases SET (stu_name, stu_spell, uni_id, course_type, course_name, result_date, edu_uni_name, edu_uni_en_name,
                              edu_uni_type, edu_major_name, edu_major_name_en, edu_gpa, edu_language, is_work, work_experience,
                              uni_money, status, source, offer_file_id, verified) = (${values}),
                   verified_by = ${verified ? (verifiedNow ? sql`${auth.userId}` : sql`verified_by`) : null},
                   verified_at = ${verified ? (verifiedNow ? sql`now()` : sql`verified_at`) : null},
                   update_date = now()
             WHERE id = ${id}`,
      );
      await tx.execute(sql`DELETE FROM case_applies WHERE case_id = ${id}`);
    }
    for (const a of b.applies)
      await tx.execute(
        sql`INSERT INTO case_applies (case_id, uni_id, course_name, apply_status, receipt_date, begin_date)
            VALUES (${id}, ${a.uniId}, ${a.courseName}, ${a.applyStatus}, ${a.receiptDate}::date, ${a.beginDate}::date)`,
      );
    await audit(t, auth, ip, {
      action: b.id ? 'case.save' : 'case.create',
      target: String(id),
      detail: {
        uniId: b.uniId,
        status: b.status,
        verified,
        ...(before ? { before: { verified: before.verified, status: before.status, hasOffer: !!before.offerFileId } } : {}),
        hasOffer: !!b.offerFileId,
        applies: b.applies.length,
      },
    });
    return id;
  });
}

/** Marks a case verified (needs its offer file, 71041) or not; who and when are kept. */
export async function verifyCase(db: Db, auth: AuthContext, ip: string, id: number, verified: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await lockCase(t, id);
    if (verified && !before.offerFileId) throw new BizError(C.VERIFY_NEEDS_OFFER);
    if (before.verified === verified) return;
    await tx.execute(
      sql`UPDATE cases SET verified = ${verified}, verified_by = ${verified ? auth.userId : null},
                 verified_at = ${verified ? sql`now()` : null}, update_date = now() WHERE id = ${id}`,
    );
    await audit(t, auth, ip, { action: 'case.verify', target: String(id), detail: { before: before.verified, after: verified } });
  });
}

/** Hides ('1') or shows ('0') cases; answers how many changed. */
export async function setCaseStatus(db: Db, auth: AuthContext, ip: string, ids: number[], status: '0' | '1'): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const list = sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    );
    const changed = await rows<{ id: number }>(
      t,
      sql`UPDATE cases SET status = ${status}, update_date = now() WHERE id IN (${list}) AND status <> ${status} RETURNING id`,
    );
    if (changed.length)
      await audit(t, auth, ip, {
        action: 'case.status',
        target: changed
          .map((r) => r.id)
          .join(',')
          .slice(0, 100),
        detail: { status, ids: changed.map((r) => r.id) },
      });
    return changed.length;
  });
}

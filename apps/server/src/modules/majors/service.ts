// Major rules: uniList answers the universities offering a named major, or the hot majors without
// a name; a closed or unknown major is not found; faculties are answered with their majors.
import { CODES, type FacultyMajors, type Lang, type MajorDetail } from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { facultyMajorRows, findMajor, hotMajors, unisForMajor } from './repo';

export function majorUniversities(db: Db, majorName: string, limit: number) {
  return majorName ? unisForMajor(db, majorName, limit) : hotMajors(db, limit);
}

export async function majorInfo(db: Db, majorId: number, lang: Lang): Promise<MajorDetail> {
  const m = await findMajor(db, majorId, lang);
  if (!m) throw new BizError(CODES.NOT_FOUND);
  return m;
}

/** Faculties of a university, in their order, each with its majors. */
export async function facultyMajors(db: Db, uniId: number, degreeType?: string): Promise<FacultyMajors[]> {
  const out = new Map<number, FacultyMajors>();
  for (const r of await facultyMajorRows(db, uniId, degreeType)) {
    const f = out.get(r.facultyId) ?? { facultyId: r.facultyId, facultyName: r.facultyName, facultyEnName: r.facultyEnName, majorList: [] };
    f.majorList.push({ majorId: r.majorId, majorName: r.majorName, majorEnName: r.majorEnName, majorFocus: r.majorFocus });
    out.set(r.facultyId, f);
  }
  return [...out.values()];
}

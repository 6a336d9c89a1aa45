// The console's dashboard (clerks and admins): one call, every figure an aggregate made by the
// database (GROUP BY over the indexed columns: students' referral_status/submitted_at, contracts'
// owner, leads' created_at), nothing counted row by row here.
// - applications: the queue's files (submitted, transferred, returned), by the queue's status key,
//   by country and by the Beijing week they were submitted in (the last DASHBOARD_WEEKS weeks);
// - the funnel counts accounts (students and agents): registered -> keeps a student file -> has a
//   submitted file -> has a signed (not void) contract -> has a paid contract;
// - leads by country.
import { sql } from 'drizzle-orm';
import { DASHBOARD_WEEKS, type Lang, type OpsDashboardData } from '@portal/shared';
import type { Db } from '../../db/client';
import { rows } from '../../lib/sql';
import { settingKeySql } from '../console/repo';

export async function dashboard(db: Db, lang: Lang): Promise<OpsDashboardData> {
  const name = lang === 'en' ? sql`c.en_name` : sql`c.name`;
  const [byStatus, byCountry, byWeek, funnel, leadsByCountry, leadTotals] = await Promise.all([
    rows<{ key: string; n: number }>(
      db,
      sql`SELECT ${settingKeySql('s')} AS key, count(*)::int AS n FROM students s
           WHERE s.referral_status IN (1, 2, 3) GROUP BY 1 ORDER BY 2 DESC, 1`,
    ),
    rows<{ key: string; name: string; n: number }>(
      db,
      sql`SELECT coalesce(s.country_id, '') AS key, coalesce(${name}, s.country_id, '') AS name, count(*)::int AS n
            FROM students s LEFT JOIN countries c ON c.id = s.country_id
           WHERE s.referral_status IN (1, 2, 3) GROUP BY 1, 2 ORDER BY 3 DESC, 1`,
    ),
    rows<{ key: string; n: number }>(
      db,
      sql`WITH weeks AS (
            SELECT generate_series(
                     date_trunc('week', (now() AT TIME ZONE 'Asia/Shanghai')) - make_interval(weeks => ${DASHBOARD_WEEKS - 1}),
                     date_trunc('week', (now() AT TIME ZONE 'Asia/Shanghai')),
                     interval '1 week') AS w)
          SELECT to_char(weeks.w, 'YYYY-MM-DD') AS key, coalesce(x.n, 0)::int AS n
            FROM weeks LEFT JOIN (
              SELECT date_trunc('week', s.submitted_at AT TIME ZONE 'Asia/Shanghai') AS w, count(*) AS n
                FROM students s
               WHERE s.referral_status IN (1, 2, 3)
                 AND s.submitted_at >= (date_trunc('week', (now() AT TIME ZONE 'Asia/Shanghai')) - make_interval(weeks => ${DASHBOARD_WEEKS - 1})) AT TIME ZONE 'Asia/Shanghai'
               GROUP BY 1) x ON x.w = weeks.w
           ORDER BY weeks.w`,
    ),
    rows<OpsDashboardData['funnel']>(
      db,
      sql`SELECT
            (SELECT count(*) FROM users u WHERE u.roles && ARRAY['student','agent']::text[])::int AS registered,
            (SELECT count(DISTINCT s.owner_id) FROM students s)::int AS file,
            (SELECT count(DISTINCT s.owner_id) FROM students s WHERE s.referral_status IN (1, 2, 3))::int AS submitted,
            (SELECT count(DISTINCT c.owner_id) FROM contracts c WHERE c.status <> 'void')::int AS signed,
            (SELECT count(DISTINCT c.owner_id) FROM contracts c WHERE c.status = 'paid')::int AS paid`,
    ),
    rows<{ key: string; name: string; n: number }>(
      db,
      sql`SELECT l.country_id AS key, coalesce(${name}, l.country_id) AS name, count(*)::int AS n
            FROM consult_leads l LEFT JOIN countries c ON c.id = l.country_id
           GROUP BY 1, 2 ORDER BY 3 DESC, 1`,
    ),
    rows<{ leads: number; newLeads: number }>(
      db,
      sql`SELECT count(*)::int AS leads, (count(*) FILTER (WHERE status = 'new'))::int AS "newLeads" FROM consult_leads`,
    ),
  ]);
  return {
    byStatus,
    byCountry,
    byWeek,
    funnel: funnel[0],
    leadsByCountry,
    totals: { applications: byStatus.reduce((s, r) => s + r.n, 0), leads: leadTotals[0].leads, newLeads: leadTotals[0].newLeads },
  };
}

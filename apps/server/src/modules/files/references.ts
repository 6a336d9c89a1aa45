// Where the portal keeps uploaded files in use. An upload no row refers to a day after it arrived
// (a file picked and then not saved) is deleted by the scheduler (jobs/purge-uploads.ts). A feature
// that keeps files adds its table here.
import { sql, type SQL } from 'drizzle-orm';

/** Conditions that hold when the file `f` (an alias of files) is in use. */
export const FILE_IN_USE: SQL[] = [
  sql`EXISTS (SELECT 1 FROM student_files sf WHERE sf.file_id = f.id)`,
  sql`EXISTS (SELECT 1 FROM uni_apply_files uf WHERE uf.file_id = f.id)`,
  sql`EXISTS (SELECT 1 FROM users u WHERE u.avatar LIKE '%/api/file/' || f.id || '.%')`,
];

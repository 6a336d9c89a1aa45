// The encrypted fields of a student file, written once: the save encrypts them, the draft and the
// reveal decrypt them, a copy re-encrypts them for its own row, and rotate-key rewrites them.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../lib/sql';
import { fieldContext, type SecretBox } from '../../lib/secrets';

/** Property of the students row → its column (the name bound into each ciphertext). */
export const STUDENT_SECRET_COLUMNS = {
  cardNoEnc: 'card_no_enc',
  cardSafetyCodeEnc: 'card_safety_code_enc',
  eduPasswordEnc: 'edu_password_enc',
} as const;
export type StudentSecretField = keyof typeof STUDENT_SECRET_COLUMNS;

export const studentSecretContext = (field: StudentSecretField, stuId: number) =>
  fieldContext('students', STUDENT_SECRET_COLUMNS[field], stuId);

export function sealStudentSecret(secrets: SecretBox, field: StudentSecretField, stuId: number, plain: string): string {
  return secrets.encrypt(plain, studentSecretContext(field, stuId));
}

export function openStudentSecret(secrets: SecretBox, field: StudentSecretField, stuId: number, stored: string | null): string | null {
  return stored ? secrets.decrypt(stored, studentSecretContext(field, stuId)) : null;
}

/** Key ids found on stored values that no configured key has (checked at start). */
export async function missingKeyIds(db: Db, secrets: SecretBox): Promise<string[]> {
  const parts = Object.values(STUDENT_SECRET_COLUMNS).map(
    (c) => sql`SELECT DISTINCT split_part(${sql.identifier(c)}, '.', 2) AS kid FROM students WHERE ${sql.identifier(c)} LIKE 'v2.%'`,
  );
  const found = await rows<{ kid: string }>(db, sql.join(parts, sql` UNION `));
  return found.map((r) => r.kid).filter((k) => !secrets.keyIds.includes(k));
}

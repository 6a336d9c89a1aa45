// Deletes uploads that nothing refers to a day after they arrived (files/references.ts lists what
// refers to files; contracts' signatures and PDFs below), so that picked-and-abandoned files do
// not pile up. Idempotent.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { FILE_IN_USE } from '../modules/files/references';
import type { StorageProvider } from '../providers/storage';
import { rows } from '../lib/sql';

export const UNUSED_UPLOAD_HOURS = 24;

/**
 * Files of service contracts, kept whatever their age (a void contract's too: it was signed): the
 * signature images (contracts.signers[].fileId) and the PDFs (contracts.pdf_file_id).
 */
const CONTRACT_FILES = [
  sql`EXISTS (SELECT 1 FROM contracts c WHERE c.pdf_file_id = f.id)`,
  sql`EXISTS (SELECT 1 FROM contracts c WHERE c.signers @> jsonb_build_array(jsonb_build_object('fileId', f.id)))`,
];

export async function purgeUnusedUploads(db: Db, storage: StorageProvider, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_HOURS * 3600_000);
  const gone = await rows<{ storage_key: string }>(
    db,
    sql`DELETE FROM files f
        WHERE f.is_public = false AND f.created_at < ${cutoff}
          AND NOT (${sql.join([...FILE_IN_USE, ...CONTRACT_FILES], sql` OR `)})
        RETURNING f.storage_key`,
  );
  for (const g of gone) await storage.remove(g.storage_key).catch(() => undefined);
  return gone.length;
}

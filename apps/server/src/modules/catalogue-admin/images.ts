// Catalogue pictures (logos, campus photos, pictures inside rich text): staff upload them through
// the shared pipeline (/file/upload/uploadImg?use=catalogue: type, size and metadata checks), then
// publish them here. Publishing resizes the upload into the box its kind is shown in on the public
// pages (never enlarging), writes it as WebP under a new public file (served with a day's public
// cache by files/routes.ts) and removes the private original.
import { sql } from 'drizzle-orm';
import type sharp from 'sharp';
import { CATALOGUE_ADMIN_CODES as C, CONSOLE_IMAGE_SIZES, type ConsoleImageBody, type ConsoleImagePublished } from '@portal/shared';
import type { Db } from '../../db/client';
import { randomId } from '../../lib/crypto';
import { BizError } from '../../lib/envelope';
import { rows } from '../../lib/sql';
import type { StorageProvider } from '../../providers/storage';
import type { Actor } from './service';
import { audit } from '../audit/service';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

export async function publishImage(db: Db, storage: StorageProvider, actor: Actor, body: ConsoleImageBody): Promise<ConsoleImagePublished> {
  const m = /^\/api\/file\/([a-f0-9]{32})\.([a-z0-9]{2,5})$/.exec(body.imgPath)!;
  const [f] = await rows<{ id: string; key: string; ext: string; owner: number | null; use: string; public: boolean }>(
    db,
    sql`SELECT id, storage_key AS key, extension AS ext, owner_id AS owner, use, is_public AS public FROM files WHERE id = ${m[1]}`,
  );
  // Only the caller's own catalogue upload, not yet published.
  if (!f || f.ext !== m[2] || f.use !== 'catalogue' || f.public || f.owner !== actor.auth.userId) throw new BizError(C.IMAGE_UNKNOWN);
  const stream = await storage.get(f.key);
  if (!stream) throw new BizError(C.IMAGE_UNKNOWN);
  const box = CONSOLE_IMAGE_SIZES[body.kind];
  let out: { data: Buffer; info: sharp.OutputInfo };
  try {
    // sharp (libvips) is loaded on the first picture published, not at start.
    const { default: load } = await import('sharp');
    out = await load(await readAll(stream), { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: box.fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new BizError(C.IMAGE_UNKNOWN);
  }
  const id = randomId(16);
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const key = `catalogue/${day}/${id}.webp`;
  await storage.put(key, out.data, 'image/webp');
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await tx.execute(
        sql`INSERT INTO files (id, owner_id, storage_key, original_name, extension, mime, size, use, is_public)
            VALUES (${id}, ${actor.auth.userId}, ${key}, ${`${body.kind}.webp`}, 'webp', 'image/webp', ${out.data.length}, 'catalogue', true)`,
      );
      await tx.execute(sql`DELETE FROM files WHERE id = ${f.id}`);
      await audit(t, actor.auth, actor.ip, {
        action: 'catalogue.image',
        target: `${id}.webp`,
        detail: { kind: body.kind, width: out.info.width, height: out.info.height },
      });
    });
  } catch (e) {
    await storage.remove(key).catch(() => undefined);
    throw e;
  }
  await storage.remove(f.key).catch(() => undefined);
  return { url: `/api/file/${id}.webp`, width: out.info.width, height: out.info.height };
}

// Uploads (/file/upload/uploadImg, /file/upload/uploadFiles) and serving stored files.
// Stored names are random; the client's name is kept only as metadata, without direction or
// control characters. Each part streams to the storage as it arrives (never held whole in memory)
// through the checks: its size against the use's limit, its real type read from the bytes, and
// for pictures the removal of EXIF/GPS. A part that fails a check is not stored, and a request
// refused for any part (type, size, too many files, quota) removes what it had stored: nothing of
// it stays behind. A file is served to its owner and to staff, or to anyone when it is a public
// catalogue image, or to whom files/references.ts lets read it (message attachments on one's own file).
import { Transform, pipeline, type Readable } from 'node:stream';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import { CODES, UPLOAD_LIMITS, UPLOAD_USES, answers, isStaff, uploadedFileSchema, type UploadUse } from '@portal/shared';
import { files } from '../../db/schema';
import { randomId } from '../../lib/crypto';
import { lockName } from '../../lib/locks';
import { BizError, ok } from '../../lib/envelope';
import { auditStaff } from '../audit/service';
import { cleanFileName, extensionOf, MIME, typeCheck, WrongTypeError } from './detect';
import { readableThrough } from './references';
import { BrokenPictureError, stripMetadataStream } from './strip-metadata';

const tags = ['files'];
const MAX_FILES = 10;
const STAFF_ONLY_USES: readonly UploadUse[] = ['catalogue', 'offer'];
const OWN_ROUTE_USES: readonly UploadUse[] = ['import'];
const uploadQuery = z.object({
  use: z
    .enum(UPLOAD_USES as [UploadUse, ...UploadUse[]])
    .optional()
    .meta({
      description: 'What the file is for; sets the allowed types and size. uploadImg defaults to image, uploadFiles to attachment.',
    }),
  lang: z.string().optional(),
  scholarshipType: z.string().optional(),
  sign: z.string().optional(),
});
const uploadDescription = Object.entries(UPLOAD_LIMITS)
  .map(([use, l]) => `${use}: ${l.extensions.join('/')} up to ${Math.round(l.maxBytes / 1024)} KB`)
  .join('; ');

/** A single byte range of a file of `size` bytes; null for none (the whole file); 'unsatisfiable' past the end. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

interface Stored {
  id: string;
  key: string;
  ext: string;
  /** Bytes stored (after the metadata of a picture was removed). */
  size: number;
  originalName: string;
}

/** Counts the bytes that pass; past `max` it fails with FILE_TOO_LARGE (when given). */
function byteCounter(max?: number): Transform & { bytes: number } {
  const t = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      t.bytes += chunk.length;
      if (max !== undefined && t.bytes > max) return cb(new BizError(CODES.FILE_TOO_LARGE));
      cb(null, chunk);
    },
  }) as Transform & { bytes: number };
  t.bytes = 0;
  return t;
}

/** The refusal a failed check stands for, or undefined for another error (storage, network). */
function refusalOf(e: unknown): BizError | undefined {
  if (e instanceof BizError) return e;
  if (e instanceof WrongTypeError || e instanceof BrokenPictureError) return new BizError(CODES.FILE_TYPE);
  return undefined;
}

/** Reads the rest of a part and throws it away (busboy hands over the next part only then). */
function discard(file: Readable): Promise<void> {
  return new Promise((resolve) => {
    file
      .on('end', resolve)
      .on('close', resolve)
      .on('error', () => resolve());
    file.resume();
  });
}

const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Stream one part to the storage under a new key, through the checks: the extension against the
   * use's list (before any byte is read), the size, the real type from the bytes; pictures lose
   * their metadata on the way. A check that fails ends the stream with an error, so the storage
   * keeps nothing of it; the database is not touched here.
   */
  async function store(part: MultipartFile, use: UploadUse): Promise<Stored> {
    const limits = UPLOAD_LIMITS[use];
    const ext = extensionOf(part.filename);
    if (!(limits.extensions as readonly string[]).includes(ext)) {
      await discard(part.file);
      throw new BizError(CODES.FILE_TYPE);
    }
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const id = randomId(16);
    const key = `${day}/${id}.${ext}`;
    let refusal: BizError | undefined;
    const noteRefusal = (e: unknown) => (refusal ??= refusalOf(e));
    const limit = byteCounter(limits.maxBytes);
    const stored = byteCounter();
    const stages = [limit, typeCheck(ext), stripMetadataStream(ext), stored];
    for (const s of stages) s.on('error', noteRefusal);
    pipeline(stages, () => undefined);
    part.file.on('error', (e) => limit.destroy(e));
    part.file.pipe(limit);
    try {
      await app.storage.put(key, stored, MIME[ext]);
    } catch (e) {
      part.file.unpipe(limit);
      void discard(part.file);
      throw refusal ?? refusalOf(e) ?? e;
    }
    // busboy's own limit (the largest of all uses) ends a file early instead of failing it.
    if (part.file.truncated) {
      await app.storage.remove(key).catch(() => undefined);
      throw new BizError(CODES.FILE_TOO_LARGE);
    }
    return { id, key, ext, size: stored.bytes, originalName: cleanFileName(part.filename) };
  }

  /** Record stored files, all or none, within the account's quota. */
  async function record(stored: Stored[], use: UploadUse, ownerId: number, staff: boolean) {
    await app.db.transaction(async (tx) => {
      // Counted under a lock per account, so parallel uploads cannot pass the quota together.
      if (!staff) {
        await lockName(tx, 'upload', String(ownerId));
        const [used] = await tx
          .select({
            day: sql<number>`coalesce(sum(${files.size}) FILTER (WHERE ${files.createdAt} > now() - interval '1 day'), 0)::bigint`,
            total: sql<number>`coalesce(sum(${files.size}), 0)::bigint`,
          })
          .from(files)
          // Contract PDFs are made by the portal, not uploaded: they do not count.
          .where(and(eq(files.ownerId, ownerId), ne(files.use, 'contract')));
        const adding = stored.reduce((n, f) => n + f.size, 0);
        const mb = 1024 * 1024;
        if (
          Number(used.day) + adding > app.config.UPLOAD_QUOTA_MB_DAY * mb ||
          Number(used.total) + adding > app.config.UPLOAD_QUOTA_MB_TOTAL * mb
        )
          throw new BizError(CODES.FILE_TOO_LARGE, 'uploadQuota');
      }
      await tx.insert(files).values(
        stored.map((f) => ({
          id: f.id,
          ownerId,
          storageKey: f.key,
          originalName: f.originalName,
          extension: f.ext,
          mime: MIME[f.ext],
          size: f.size,
          use,
          isPublic: false,
        })),
      );
    });
  }

  /** Store every part of the request, then record them; any refusal (type, size, count, quota) leaves nothing. */
  async function receive(parts: AsyncIterable<MultipartFile>, use: UploadUse, ownerId: number, staff: boolean) {
    // Catalogue pictures and offer letters are staff uploads; imports are read by their own call.
    if (OWN_ROUTE_USES.includes(use)) throw new BizError(CODES.FILE_TYPE);
    if (STAFF_ONLY_USES.includes(use) && !staff) throw new BizError(CODES.FORBIDDEN);
    const stored: Stored[] = [];
    try {
      for await (const part of parts) {
        if (part.fieldname !== 'file') {
          await discard(part.file);
          continue;
        }
        stored.push(await store(part, use));
      }
      if (stored.length === 0) throw new BizError(CODES.INVALID_PARAM, 'requiredUpload');
      await record(stored, use, ownerId, staff);
    } catch (e) {
      await Promise.all(stored.map((f) => app.storage.remove(f.key).catch(() => undefined)));
      throw e;
    }
    return stored.map((f) => ({ oldName: f.originalName, newName: `${f.id}.${f.ext}`, imgPath: `/api/file/${f.id}.${f.ext}` }));
  }

  const fileBody = z.any().meta({ description: 'multipart/form-data with the field file' });

  app.post(
    '/file/upload/uploadImg',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Upload one image; answers data.imgPath',
        description: uploadDescription,
        querystring: uploadQuery,
        consumes: ['multipart/form-data'],
        body: fileBody.optional(),
        response: answers(uploadedFileSchema),
      },
    },
    async (req) => {
      const [stored] = await receive(
        req.files({ limits: { files: 1 } }),
        req.query.use ?? 'image',
        req.auth!.userId,
        isStaff(req.auth!.roles),
      );
      return ok({ imgPath: stored.imgPath, oldName: stored.oldName, newName: stored.newName }, req.lang);
    },
  );

  app.post(
    '/file/upload/uploadFiles',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Upload files (field file, repeatable); answers [{ oldName, newName, imgPath }]',
        description: uploadDescription,
        querystring: uploadQuery,
        consumes: ['multipart/form-data'],
        body: fileBody.optional(),
        response: answers(z.array(uploadedFileSchema)),
      },
    },
    async (req) => {
      return ok(
        await receive(
          req.files({ limits: { files: MAX_FILES } }),
          req.query.use ?? 'attachment',
          req.auth!.userId,
          isStaff(req.auth!.roles),
        ),
        req.lang,
      );
    },
  );

  app.get(
    '/file/:name',
    {
      config: { rawResponse: true },
      schema: {
        tags,
        summary: 'A stored file: to its owner and staff, or to anyone when public',
        params: z.object({ name: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/) }),
      },
    },
    async (req, reply) => {
      const id = req.params.name.split('.')[0];
      const f = await app.db.query.files.findFirst({ where: eq(files.id, id) });
      const allowed =
        f &&
        (f.isPublic ||
          (req.auth &&
            (req.auth.userId === f.ownerId || isStaff(req.auth.roles) || (await readableThrough(app.db, req.auth.userId, f.id)))));
      // A file the caller may not see answers exactly like a file that does not exist. A contract's
      // PDF is served only at its contract's address, where its stored hash is checked first.
      if (!f || !allowed || f.use === 'contract' || `${f.id}.${f.extension}` !== req.params.name)
        throw new BizError(CODES.NOT_FOUND, undefined, null, 404);
      // One byte range (bytes=a-b, a-, -n) is answered with 206, so players and PDF viewers can seek.
      const range = parseRange(req.headers.range, f.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${f.size}`);
        return reply.status(416).send();
      }
      const stream = await app.storage.get(f.storageKey, range ?? undefined);
      if (!stream) throw new BizError(CODES.NOT_FOUND, undefined, null, 404);
      if (!f.isPublic && req.auth && req.auth.userId !== f.ownerId)
        await auditStaff(app.db, req.auth, req.ip, {
          action: 'file.download',
          target: `${f.id}.${f.extension}`,
          detail: { ownerId: f.ownerId, use: f.use },
        });
      reply.header('content-type', f.mime);
      reply.header('accept-ranges', 'bytes');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', f.isPublic ? 'public, max-age=86400' : 'private, no-store');
      const inline = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'mp4', 'webm'].includes(f.extension);
      // Pictures and PDFs may be shown in a frame of our own pages (the console's preview), never of
      // another site's; the sandbox keeps a file from running anything either way.
      reply.header(
        'content-security-policy',
        `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors ${inline ? "'self'" : "'none'"}`,
      );
      reply.header('x-frame-options', inline ? 'SAMEORIGIN' : 'DENY');
      reply.header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(f.originalName)}`);
      if (range) {
        reply.status(206);
        reply.header('content-range', `bytes ${range.start}-${range.end}/${f.size}`);
        reply.header('content-length', range.end - range.start + 1);
      } else reply.header('content-length', f.size);
      return reply.send(stream);
    },
  );
};

export default routes;

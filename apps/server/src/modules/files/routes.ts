// Uploads (/file/upload/uploadImg, /file/upload/uploadFiles) and serving stored files.
// Stored names are random; the client's name is kept only as metadata, without direction or
// control characters. Every part of a request is checked and staged before any is stored, so a
// refused request (type, size, too many files) leaves nothing behind. Pictures lose EXIF/GPS.
// A file is served to its owner and to staff, or to anyone when it is a public catalogue image.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import { CODES, UPLOAD_LIMITS, UPLOAD_USES, answers, isStaff, uploadedFileSchema, type UploadUse } from '@portal/shared';
import { files } from '../../db/schema';
import { randomId } from '../../lib/crypto';
import { lockName } from '../../lib/locks';
import { BizError, ok } from '../../lib/envelope';
import { auditStaff } from '../audit/service';
import { cleanFileName, extensionOf, matches, MIME } from './detect';
import { stripMetadata } from './strip-metadata';

const tags = ['files'];
const MAX_FILES = 10;
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

interface Staged {
  path: string;
  ext: string;
  size: number;
  originalName: string;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const stagingDir = path.join(app.config.uploadDir, '.staging');
  await fsp.mkdir(stagingDir, { recursive: true });

  /**
   * Check one part and keep it in the staging folder: the extension against the use's list, the
   * size, the real type from the bytes; pictures lose their metadata. Nothing reaches the storage
   * or the database here.
   */
  async function stage(part: MultipartFile, use: UploadUse, staged: Staged[]): Promise<void> {
    const limits = UPLOAD_LIMITS[use];
    const ext = extensionOf(part.filename);
    if (!(limits.extensions as readonly string[]).includes(ext)) throw new BizError(CODES.FILE_TYPE);
    const buf = await part.toBuffer();
    if (part.file.truncated || buf.length > limits.maxBytes) throw new BizError(CODES.FILE_TOO_LARGE);
    if (!(await matches(ext, buf))) throw new BizError(CODES.FILE_TYPE);
    const clean = stripMetadata(ext, buf);
    if (!clean) throw new BizError(CODES.FILE_TYPE);
    const file = path.join(stagingDir, randomId(16));
    await fsp.writeFile(file, clean, { flag: 'wx' });
    staged.push({ path: file, ext, size: clean.length, originalName: cleanFileName(part.filename) });
  }

  /** Move staged files into the storage and record them, all or none. */
  async function commit(staged: Staged[], use: UploadUse, ownerId: number, staff: boolean) {
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const rows = staged.map((f) => {
      const id = randomId(16);
      return { f, id, key: `${day}/${id}.${f.ext}` };
    });
    const stored: string[] = [];
    try {
      for (const r of rows) {
        await app.storage.put(r.key, fs.createReadStream(r.f.path), MIME[r.f.ext]);
        stored.push(r.key);
      }
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
            .where(eq(files.ownerId, ownerId));
          const adding = staged.reduce((n, f) => n + f.size, 0);
          const mb = 1024 * 1024;
          if (
            Number(used.day) + adding > app.config.UPLOAD_QUOTA_MB_DAY * mb ||
            Number(used.total) + adding > app.config.UPLOAD_QUOTA_MB_TOTAL * mb
          )
            throw new BizError(CODES.FILE_TOO_LARGE, 'uploadQuota');
        }
        await tx.insert(files).values(
          rows.map((r) => ({
            id: r.id,
            ownerId,
            storageKey: r.key,
            originalName: r.f.originalName,
            extension: r.f.ext,
            mime: MIME[r.f.ext],
            size: r.f.size,
            use,
            isPublic: false,
          })),
        );
      });
    } catch (e) {
      await Promise.all(stored.map((k) => app.storage.remove(k).catch(() => undefined)));
      throw e;
    }
    return rows.map((r) => ({ oldName: r.f.originalName, newName: `${r.id}.${r.f.ext}`, imgPath: `/api/file/${r.id}.${r.f.ext}` }));
  }

  /** Stage every part of the request, then commit; any refusal (type, size, count) stores nothing. */
  async function receive(parts: AsyncIterable<MultipartFile>, use: UploadUse, ownerId: number, staff: boolean) {
    const staged: Staged[] = [];
    try {
      for await (const part of parts) {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        await stage(part, use, staged);
      }
      if (staged.length === 0) throw new BizError(CODES.INVALID_PARAM, 'requiredUpload');
      return await commit(staged, use, ownerId, staff);
    } finally {
      await Promise.all(staged.map((f) => fsp.rm(f.path, { force: true })));
    }
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
      const allowed = f && (f.isPublic || (req.auth && (req.auth.userId === f.ownerId || isStaff(req.auth.roles))));
      // A file the caller may not see answers exactly like a file that does not exist.
      if (!f || !allowed || `${f.id}.${f.extension}` !== req.params.name) throw new BizError(CODES.NOT_FOUND, undefined, null, 404);
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
      reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      const inline = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'mp4', 'webm'].includes(f.extension);
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

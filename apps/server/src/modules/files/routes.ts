// Uploads (/file/upload/uploadImg, /file/upload/uploadFiles) and serving stored files.
// Stored names are random; the client's name is kept only as metadata. A file is served to its
// owner and to staff, or to anyone when it is a public catalogue image.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import { CODES, UPLOAD_LIMITS, UPLOAD_USES, isStaff, type UploadUse } from '@portal/shared';
import { files } from '../../db/schema';
import { randomId } from '../../lib/crypto';
import { BizError, ok } from '../../lib/envelope';
import { extensionOf, matches, MIME } from './detect';

const tags = ['files'];
const MAX_FILES = 10;
const uploadQuery = z.object({
  use: z.enum(UPLOAD_USES as [UploadUse, ...UploadUse[]]).optional().meta({
    description: 'What the file is for; sets the allowed types and size. uploadImg defaults to image, uploadFiles to attachment.',
  }),
  lang: z.string().optional(),
  scholarshipType: z.string().optional(),
  sign: z.string().optional(),
});
const uploadDescription = Object.entries(UPLOAD_LIMITS)
  .map(([use, l]) => `${use}: ${l.extensions.join('/')} up to ${Math.round(l.maxBytes / 1024)} KB`)
  .join('; ');

const routes: FastifyPluginAsyncZod = async (app) => {
  async function store(part: MultipartFile, use: UploadUse, ownerId: number) {
    const limits = UPLOAD_LIMITS[use];
    const ext = extensionOf(part.filename);
    if (!(limits.extensions as readonly string[]).includes(ext)) throw new BizError(CODES.FILE_TYPE);
    const buf = await part.toBuffer();
    if (part.file.truncated || buf.length > limits.maxBytes) throw new BizError(CODES.FILE_TOO_LARGE);
    if (buf.length === 0 || !matches(ext, buf)) throw new BizError(CODES.FILE_TYPE);
    const id = randomId(16);
    const newName = `${id}.${ext}`;
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const storageKey = `${day}/${newName}`;
    await app.storage.put(storageKey, buf, MIME[ext]);
    await app.db.insert(files).values({
      id,
      ownerId,
      storageKey,
      originalName: part.filename.slice(0, 255),
      extension: ext,
      mime: MIME[ext],
      size: buf.length,
      use,
      isPublic: false,
    });
    return { oldName: part.filename, newName, imgPath: `/api/file/${newName}` };
  }

  const fileBody = z.any().meta({ description: 'multipart/form-data with the field file' });

  app.post('/file/upload/uploadImg', {
    config: { auth: 'required' },
    schema: { tags, summary: 'Upload one image; answers data.imgPath', description: uploadDescription, querystring: uploadQuery, consumes: ['multipart/form-data'], body: fileBody.optional() },
  }, async (req) => {
    const part = await req.file({ limits: { files: 1 } });
    if (!part) throw new BizError(CODES.INVALID_PARAM, 'requiredUpload');
    const stored = await store(part, req.query.use ?? 'image', req.auth!.userId);
    return ok({ imgPath: stored.imgPath, oldName: stored.oldName, newName: stored.newName }, req.lang);
  });

  app.post('/file/upload/uploadFiles', {
    config: { auth: 'required' },
    schema: { tags, summary: 'Upload files (field file, repeatable); answers [{ oldName, newName, imgPath }]', description: uploadDescription, querystring: uploadQuery, consumes: ['multipart/form-data'], body: fileBody.optional() },
  }, async (req) => {
    const use = req.query.use ?? 'attachment';
    const out = [];
    for await (const part of req.files({ limits: { files: MAX_FILES } })) {
      if (part.fieldname !== 'file') {
        await part.toBuffer();
        continue;
      }
      out.push(await store(part, use, req.auth!.userId));
    }
    if (out.length === 0) throw new BizError(CODES.INVALID_PARAM, 'requiredUpload');
    return ok(out, req.lang);
  });

  app.get('/file/:name', {
    schema: {
      tags,
      summary: 'A stored file: to its owner and staff, or to anyone when public',
      params: z.object({ name: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/) }),
    },
  }, async (req, reply) => {
    const id = req.params.name.split('.')[0];
    const f = await app.db.query.files.findFirst({ where: eq(files.id, id) });
    const allowed = f && (f.isPublic || (req.auth && (req.auth.userId === f.ownerId || isStaff(req.auth.roles))));
    // A file the caller may not see answers exactly like a file that does not exist.
    if (!f || !allowed || `${f.id}.${f.extension}` !== req.params.name) throw new BizError(CODES.NOT_FOUND, undefined, null, 404);
    const stream = await app.storage.get(f.storageKey);
    if (!stream) throw new BizError(CODES.NOT_FOUND, undefined, null, 404);
    reply.header('content-type', f.mime);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', f.isPublic ? 'public, max-age=86400' : 'private, no-store');
    reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    const inline = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf'].includes(f.extension);
    reply.header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(f.originalName)}`);
    return reply.send(stream);
  });
};

export default routes;

// Fields every call accepts (spec 000 section 1) and the answer envelope.
import { z } from 'zod';
import { msgKey } from '../messages';

/** The largest value of the int4 id columns. */
export const INT4_MAX = 2147483647;

/** A row id: a whole number from 1 to INT4_MAX (a larger one could not name a row and is refused, not sent to the database). */
export const idSchema = z.coerce
  .number({ error: msgKey('idRange') })
  .int(msgKey('idRange'))
  .min(1, msgKey('idRange'))
  .max(INT4_MAX, msgKey('idRange'));

/** A whole number within bounds (page numbers, limits, versions, types). */
export const intIn = (min: number, max: number) =>
  z.coerce
    .number({ error: msgKey('invalid') })
    .int(msgKey('invalid'))
    .min(min, msgKey('invalid'))
    .max(max, msgKey('invalid'));

/** An id the clients send as a string or a number, '' or 0 meaning none; anything else must be a row id. */
export const idLike = z
  .union([z.string(), z.number()], { error: msgKey('idRange') })
  .refine((v) => v === '' || Number(v) === 0 || idSchema.safeParse(v).success, msgKey('idRange'))
  .optional()
  .nullable();

/** scholarshipType is always 1, lang cn/en, sign is the client's opaque signature (accepted, not verified). */
export const commonFields = {
  scholarshipType: z.union([z.number(), z.string()]).optional(),
  lang: z.string().optional(),
  sign: z.string().optional(),
};
export const commonQuery = z.object(commonFields);

export const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.string().meta({ description: "'000' is success" }), msg: z.string(), data });

export const anyEnvelope = envelope(z.any());

/** Yes/no flags are the strings '1' and '0'. */
export const flag01 = z.enum(['0', '1']);

/** A yes/no flag sent as '0'/'1' or 0/1 (empty for none). */
export const flag01Like = z
  .union([z.string(), z.number()])
  .refine((v) => ['', '0', '1'].includes(String(v)), msgKey('oneOf'))
  .optional()
  .nullable();

/** A stored file as the upload calls answer it (spec 000 section 3, uploaded-file response). */
export const uploadedFileSchema = z.object({ oldName: z.string(), newName: z.string(), imgPath: z.string() }).meta({ id: 'UploadedFile' });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A school of the register and profile autocomplete. */
export const collegeSuggestionSchema = z
  .object({ collegeId: z.number(), name: z.string(), enName: z.string(), dataType: z.string() })
  .meta({ id: 'CollegeSuggestion' });
export type CollegeSuggestion = z.infer<typeof collegeSuggestionSchema>;

/** What the local SMS and mail providers sent (the dev outbox). */
export const outboxItemSchema = z.object({
  channel: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  code: z.string().nullable(),
});

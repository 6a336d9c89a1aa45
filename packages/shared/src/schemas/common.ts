// Fields every call accepts (spec 000 section 1) and the answer envelope.
import { z } from 'zod';

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

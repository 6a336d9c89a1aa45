// The answers of the calls: { code, msg, data } (spec 000 section 7). Every route declares its answer
// with `answer(dataSchema)`; the server serializes through it (unknown fields are dropped, a wrong
// shape fails in tests), the OpenAPI document shows it, and the web takes its types from it.
import { z } from 'zod';

/** A refusal: any code but '000', its message, and what the code carries (field errors, a version). */
export const refusal = z
  .object({ code: z.string().regex(/^(?!000$)/, "a refusal's code is not '000'"), msg: z.string(), data: z.unknown() })
  .meta({ id: 'Refusal', description: "A code other than '000' with its message; data as the code says (003: { errors })" });

/** The answer of a call whose data on success is `data`. */
export const answer = <T extends z.ZodType>(data: T) => z.union([z.object({ code: z.literal('000'), msg: z.string(), data }), refusal]);

/** The route response schemas for `data`: HTTP 200 carries success and business refusals alike. */
export const answers = <T extends z.ZodType>(data: T) => ({ 200: answer(data) });

/** A page of a list (spec 000 section 3, paged result). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), currPage: z.number(), pageSize: z.number(), totalCount: z.number(), totalPage: z.number() });
export type Paged<T> = { list: T[]; currPage: number; pageSize: number; totalCount: number; totalPage: number };

/** No data (null) on success. */
export const nothing = z.null();

/** An ISO time as text on the wire. */
export const isoTime = z.string().meta({ description: 'ISO 8601 time' });

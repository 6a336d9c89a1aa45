// The bell (issue 11): a signed-in account's own notices, a page of them, the unread count, and
// marking them read. Titles and bodies are written in the request language (notices.ts).
import { z } from 'zod';
import { msgKey } from '../messages';
import { commonFields, idSchema, intIn } from './common';

export const NOTICE_PAGE_SIZE_MAX = 50;

export const noticeListBody = z
  .object(
    {
      ...commonFields,
      pageNo: intIn(1, 100000).default(1),
      pageSize: intIn(1, NOTICE_PAGE_SIZE_MAX).default(10),
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'NoticeListBody' });
export type NoticeListBody = z.input<typeof noticeListBody>;

export const noticeItem = z
  .object({
    id: z.number(),
    kind: z.string().meta({ description: 'reply, returned, transferred, status, assigned, student_message, resubmitted' }),
    stuId: z.number().nullable(),
    title: z.string(),
    body: z.string(),
    link: z.string().meta({ description: 'the page of the portal it leads to (a path), empty for none' }),
    createTime: z.string().meta({ description: 'yyyy-MM-dd HH:mm:ss, Beijing time' }),
    read: z.boolean(),
  })
  .meta({ id: 'NoticeItem' });
export type NoticeItem = z.infer<typeof noticeItem>;

export const noticePage = z.object({ list: z.array(noticeItem), total: z.number(), unread: z.number() }).meta({ id: 'NoticePage' });
export type NoticePage = z.infer<typeof noticePage>;

export const noticeUnreadAnswer = z.object({ count: z.number() }).meta({ id: 'NoticeUnread' });
export type NoticeUnread = z.infer<typeof noticeUnreadAnswer>;

export const noticeReadBody = z
  .object(
    {
      ...commonFields,
      ids: z
        .array(idSchema, { error: msgKey('invalid') })
        .max(200, msgKey('invalid'))
        .optional()
        .nullable(),
      all: z
        .union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')], { error: msgKey('invalid') })
        .optional()
        .nullable()
        .transform((v) => v === true || v === 1 || v === '1'),
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'NoticeReadBody' });
export type NoticeReadBody = z.input<typeof noticeReadBody>;

export const noticeReadAnswer = z.object({ unread: z.number() }).meta({ id: 'NoticeReadAnswer' });
export type NoticeReadAnswer = z.infer<typeof noticeReadAnswer>;

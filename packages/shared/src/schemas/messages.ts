// Messages on a student file (spec 001 sections 3 'Message', 5 'Messages', 7 addLeaveMsg; issue 11):
// what addLeaveMsg and readLeaveMsg take, and the threads /clerk/web/stu/info answers with isMsg 1.
// The rules: a thread needs its type, a reply has none; the content is required and its text (tags
// aside) at most MESSAGE_RULES.maxChars characters; at most MESSAGE_RULES.maxFiles files of the
// message formats (case-insensitive). The server checks the text again after sanitising it.
import { z } from 'zod';
import { UPLOAD_LIMITS } from '../constants';
import { msgKey } from '../messages';
import { commonFields, idSchema } from './common';

export const MESSAGE_RULES = {
  /** Characters of text (code points, tags aside). */
  maxChars: 1000,
  maxFiles: 5,
  /** The HTML a message may arrive as, tags included (the text limit is what users meet). */
  maxHtml: 20_000,
  extensions: UPLOAD_LIMITS.message.extensions,
} as const;

/** The roles of web_stu_leave_msg_role. */
export const MSG_ROLE = { counsellor: '0', owner: '1', system: '2' } as const;

const ENTITIES: Record<string, string> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of a message's HTML: tags removed, entities decoded, nothing added between blocks. */
export function messageText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const n = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    });
}

/** Characters of a message's text, as the limit counts them (code points). */
export const messageLength = (html: string) => [...messageText(html)].length;

/** Whether the text holds anything but white space. */
export const messageHasText = (html: string) => messageText(html).replace(/[\s\u00a0\u200b]/g, '') !== '';

const extOf = (name: string) => {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
};
export const isMessageFileName = (name: string) => (MESSAGE_RULES.extensions as readonly string[]).includes(extOf(name));

/** A file attached to a message: the stored name the upload answered (newName) and the user's name. */
export const messageFileInput = z.object(
  {
    fileNameAfter: z
      .string({ error: msgKey('msgFileUnknown') })
      .regex(/^[a-f0-9]{32}(\.[a-z0-9]{2,5})?$/, { message: msgKey('msgFileUnknown'), abort: true })
      .refine((v) => !v.includes('.') || isMessageFileName(v), msgKey('msgFileType')),
    fileName: z
      .string({ error: msgKey('msgFileType') })
      .trim()
      .min(1, msgKey('msgFileType'))
      .max(255, msgKey('max', { max: 255 }))
      .refine(isMessageFileName, msgKey('msgFileType')),
  },
  { error: msgKey('msgFileUnknown') },
);
export type MessageFileInput = z.infer<typeof messageFileInput>;

const codeLike = z.union([z.string().max(10, msgKey('oneOf')), z.number()], { error: msgKey('oneOf') });
const optionalId = z
  .union([z.string(), z.number()], { error: msgKey('idRange') })
  .optional()
  .nullable()
  .refine((v) => v === undefined || v === null || v === '' || Number(v) === 0 || idSchema.safeParse(v).success, msgKey('idRange'))
  .transform((v) => (v === undefined || v === null || v === '' || Number(v) === 0 ? null : Number(v)));

export const addLeaveMsgBody = z
  .object(
    {
      ...commonFields,
      stuId: idSchema,
      msgType: z
        .union([z.string().trim().max(10, msgKey('oneOf')), z.number()], { error: msgKey('msgTypeRequired') })
        .optional()
        .nullable()
        .transform((v) => (v === undefined || v === null || String(v) === '' ? null : String(v)))
        .meta({ description: 'stu_leave_msg_type value: required for a thread, ignored for a reply' }),
      msgContext: z
        .string({ error: msgKey('msgContentRequired') })
        .max(MESSAGE_RULES.maxHtml, msgKey('msgTooLong'))
        .refine(messageHasText, msgKey('msgContentRequired'))
        .refine((v) => messageLength(v) <= MESSAGE_RULES.maxChars, msgKey('msgTooLong'))
        .meta({ description: 'rich text (HTML); at most 1,000 characters of text; sanitised by the server (allow-list)' }),
      msgFiles: z
        .array(messageFileInput, { error: msgKey('msgFileUnknown') })
        .max(MESSAGE_RULES.maxFiles, msgKey('msgFileCount'))
        .optional()
        .nullable()
        .transform((v) => v ?? [])
        .meta({ description: "at most 5: the caller's own uploads of use message (staff: any upload)" }),
      msgRole: codeLike.optional().nullable().meta({ description: 'accepted and ignored: the server decides the role' }),
      isStu: codeLike.optional().nullable().meta({ description: 'accepted and ignored: the server decides it' }),
      parentId: optionalId.meta({ description: 'the thread replied to (a thread of the same stuId); absent for a new thread' }),
    },
    { error: msgKey('invalid') },
  )
  .superRefine((v, ctx) => {
    if (v.parentId === null && v.msgType === null) ctx.addIssue({ code: 'custom', path: ['msgType'], message: msgKey('msgTypeRequired') });
  })
  .meta({ id: 'AddLeaveMsgBody' });
export type AddLeaveMsgBody = z.input<typeof addLeaveMsgBody>;
export type AddLeaveMsgInput = z.output<typeof addLeaveMsgBody>;

export const addLeaveMsgAnswer = z.object({ id: z.number() }).meta({ id: 'AddLeaveMsgAnswer' });

export const readLeaveMsgBody = z
  .object(
    {
      ...commonFields,
      stuId: idSchema,
      threadId: optionalId.meta({ description: 'only that thread (with its replies); absent: every message of the file' }),
    },
    { error: msgKey('invalid') },
  )
  .meta({ id: 'ReadLeaveMsgBody' });

export const readLeaveMsgAnswer = z
  .object({ unread: z.number().meta({ description: 'messages of the other side still unread on the file for the caller' }) })
  .meta({ id: 'ReadLeaveMsgAnswer' });

/** A file of a message as the detail answers it (the spec's message file). */
export const leaveMsgFile = z
  .object({
    fileName: z.string(),
    fileNameAfter: z.string(),
    fileRoute: z.string().meta({ description: '/api/file/<name>: the file owner, the student file owner and staff may read it' }),
    name: z.string(),
    url: z.string(),
  })
  .meta({ id: 'LeaveMsgFile' });
export type LeaveMsgFile = z.infer<typeof leaveMsgFile>;

const leaveMsgFields = {
  id: z.number(),
  stuId: z.number(),
  parentId: z.number().nullable(),
  msgType: z.string().nullable(),
  msgTypeLabel: z.string().nullable().meta({ description: 'stu_leave_msg_type label in the request language' }),
  msgRole: z.string().meta({ description: "web_stu_leave_msg_role: '0' counsellor, '1' student or agent, '2' system" }),
  msgRoleLabel: z.string().nullable(),
  isStu: z.number(),
  msgContext: z.string().meta({ description: 'sanitised HTML' }),
  msgFiles: z.array(leaveMsgFile),
  createTime: z.string().meta({ description: 'yyyy-MM-dd HH:mm:ss, Beijing time' }),
  avatar: z.string().nullable(),
  authorName: z.string().nullable(),
  unread: z.boolean().meta({ description: 'not yet read by the reader (never for their own side)' }),
};

export const leaveMsgReply = z.object(leaveMsgFields).meta({ id: 'LeaveMsgReply' });
export type LeaveMsgReply = z.infer<typeof leaveMsgReply>;

export const leaveMsgThread = z
  .object({ ...leaveMsgFields, leaveMsgList: z.array(leaveMsgReply).meta({ description: 'replies, oldest first' }) })
  .meta({ id: 'LeaveMsgThread' });
export type LeaveMsgThread = z.infer<typeof leaveMsgThread>;

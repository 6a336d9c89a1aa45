// Messages on a student file (issue 11; spec 001 sections 3, 5 and 7): who may read and write them
// (the file's owner and staff; anyone else is told the file does not exist, as every file call
// does), the role the server gives the writer, the rules a message must meet once sanitised, the
// files it may carry, replies to threads of the same file, each side's reading, and who is told.
import {
  CODES,
  MESSAGE_RULES,
  MSG_ROLE,
  isStaff,
  messageHasText,
  messageLength,
  msgKey,
  type AddLeaveMsgInput,
  type Lang,
  type LeaveMsgReply,
  type LeaveMsgThread,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError, invalid } from '../../lib/envelope';
import type { AuthContext } from '../accounts/sessions';
import { notifyUsers } from '../notifications/service';
import {
  fileAccessOf,
  insertMessage,
  isMessageType,
  isThreadOf,
  markRead,
  messagesOf,
  staffIds,
  unreadCount,
  uploadsByIds,
  type FileAccess,
  type MessageRow,
  type Side,
} from './repo';
import { sanitizeMessageHtml } from './sanitize';

/**
 * The file's messages as the caller may reach them: staff write as the counsellor, the owner as the
 * student or agent (a staff member who owns a file writes as staff). Others: 005, like a missing file.
 */
export async function accessFor(db: Db, auth: AuthContext, stuId: number): Promise<FileAccess & { side: Side }> {
  const file = await fileAccessOf(db, stuId);
  if (!file) throw new BizError(CODES.NOT_FOUND);
  if (isStaff(auth.roles)) return { ...file, side: 'staff' };
  if (file.ownerId === auth.userId) return { ...file, side: 'owner' };
  throw new BizError(CODES.NOT_FOUND);
}

const fileIdOf = (fileNameAfter: string) => fileNameAfter.split('.')[0];

/** Write a thread or a reply; answers its id. The notice (and mail) is written in the same transaction. */
export async function addMessage(db: Db, auth: AuthContext, body: AddLeaveMsgInput, lang: Lang): Promise<{ id: number }> {
  const file = await accessFor(db, auth, body.stuId);
  const msgContext = sanitizeMessageHtml(body.msgContext);
  if (!messageHasText(msgContext)) throw invalid([{ path: ['msgContext'], message: msgKey('msgContentRequired') }], lang);
  if (messageLength(msgContext) > MESSAGE_RULES.maxChars) throw invalid([{ path: ['msgContext'], message: msgKey('msgTooLong') }], lang);

  const isReply = body.parentId !== null;
  if (!isReply && !(await isMessageType(db, body.msgType ?? ''))) throw invalid([{ path: ['msgType'], message: msgKey('oneOf') }], lang);
  if (isReply && !(await isThreadOf(db, file.stuId, body.parentId!)))
    throw invalid([{ path: ['parentId'], message: msgKey('msgParent') }], lang);

  // Files: each once, the caller's own uploads of use message; staff may attach their own uploads
  // of any use or the file owner's. Never someone else's file: it would become readable here.
  const picked = new Map<string, string>();
  body.msgFiles.forEach((f) => picked.has(fileIdOf(f.fileNameAfter)) || picked.set(fileIdOf(f.fileNameAfter), f.fileName));
  const stored = new Map((await uploadsByIds(db, [...picked.keys()])).map((f) => [f.id, f]));
  const staff = file.side === 'staff';
  const problems: { path: PropertyKey[]; message: string }[] = [];
  [...picked.keys()].forEach((id, i) => {
    const f = stored.get(id);
    const mayUse =
      f && (staff ? f.ownerId === auth.userId || f.ownerId === file.ownerId : f.ownerId === auth.userId && f.use === 'message');
    if (!f || !mayUse) problems.push({ path: ['msgFiles', i, 'fileNameAfter'], message: msgKey('msgFileUnknown') });
    else if (!(MESSAGE_RULES.extensions as readonly string[]).includes(f.extension))
      problems.push({ path: ['msgFiles', i, 'fileName'], message: msgKey('msgFileType') });
  });
  if (problems.length) throw invalid(problems, lang);

  return db.transaction(async (tx) => {
    const id = await insertMessage(tx, {
      stuId: file.stuId,
      parentId: isReply ? body.parentId : null,
      msgType: isReply ? null : body.msgType,
      msgContext,
      msgRole: staff ? MSG_ROLE.counsellor : MSG_ROLE.owner,
      authorId: auth.userId,
      files: [...picked].map(([fileNameAfter, fileName]) => ({ fileNameAfter, fileName })),
    });
    if (staff) {
      await notifyUsers(tx, { userIds: [file.ownerId].filter((u) => u !== auth.userId), kind: 'reply', stuId: file.stuId, mail: true });
    } else if (file.assignedTo !== null) {
      await notifyUsers(tx, { userIds: [file.assignedTo], kind: 'student_message', stuId: file.stuId, mail: true });
    } else {
      // Nobody holds the file yet: every clerk and admin sees it in the bell, without a mail each.
      await notifyUsers(tx, { userIds: await staffIds(tx), kind: 'student_message', stuId: file.stuId });
    }
    return { id };
  });
}

/** Mark the other side's messages (of a thread, or all) read for the caller's side; answers what stays unread. */
export async function readMessages(db: Db, auth: AuthContext, stuId: number, threadId: number | null): Promise<{ unread: number }> {
  const file = await accessFor(db, auth, stuId);
  await markRead(db, file.stuId, file.side, threadId);
  return { unread: await unreadCount(db, file.stuId, file.side) };
}

const fileRoute = (id: string, ext: string) => `/api/file/${id}.${ext}`;

function toReply(m: MessageRow, lang: Lang): LeaveMsgReply {
  return {
    id: m.id,
    stuId: m.stuId,
    parentId: m.parentId,
    msgType: m.msgType,
    msgTypeLabel: (lang === 'en' ? m.typeEn || m.typeCn : m.typeCn) ?? null,
    msgRole: m.msgRole,
    msgRoleLabel: (lang === 'en' ? m.roleEn || m.roleCn : m.roleCn) ?? null,
    isStu: m.msgRole === MSG_ROLE.owner ? 1 : 0,
    msgContext: m.msgContext,
    msgFiles: m.files.map((f) => {
      const route = fileRoute(f.id, f.extension);
      return { fileName: f.fileName, fileNameAfter: `${f.id}.${f.extension}`, fileRoute: route, name: f.fileName, url: route };
    }),
    createTime: m.createTime,
    avatar: m.avatar,
    authorName: m.authorName,
    unread: m.unread,
  };
}

/** The file's threads, newest first, each with its replies oldest first (the caller may reach the file). */
export async function threadsOf(db: Db, auth: AuthContext, stuId: number, lang: Lang): Promise<LeaveMsgThread[]> {
  const file = await accessFor(db, auth, stuId);
  const all = await messagesOf(db, file.stuId, file.side);
  const threads = new Map<number, LeaveMsgThread>();
  for (const m of all) if (m.parentId === null) threads.set(m.id, { ...toReply(m, lang), leaveMsgList: [] });
  for (const m of all) if (m.parentId !== null) threads.get(m.parentId)?.leaveMsgList.push(toReply(m, lang));
  return [...threads.values()].reverse();
}

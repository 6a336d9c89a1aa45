// The message calls of a student file (spec 001 sections 3 'Message' and 7 'addLeaveMsg', issue 11):
// write a thread or a reply, and mark the other side's messages of a thread read. The threads
// come with the file (/clerk/web/stu/info with isMsg 1), read by the page that shows them. Used by
// the student's /applyDetail and meant for the console's view of a file as well.
import { MSG_ROLE, type AddLeaveMsgBody, type Envelope, type LeaveMsgReply, type LeaveMsgThread } from '@portal/shared';
import { api } from './api-client';

export type { LeaveMsgFile, LeaveMsgReply, LeaveMsgThread } from '@portal/shared';
/** A thread or a reply: what the section draws of either. */
export type LeaveMsg = LeaveMsgThread | LeaveMsgReply;

/** Which side writes: the file's owner (student or agent) or staff. The server decides in the end. */
export type MessageSide = 'owner' | 'staff';

export const MESSAGE_DICT_TYPES = ['stu_leave_msg_type', 'web_stu_leave_msg_role'] as const;

export type NewLeaveMsg = Pick<AddLeaveMsgBody, 'stuId' | 'msgType' | 'msgContext' | 'msgFiles' | 'parentId'>;

/**
 * A new thread (msgType) or a reply (parentId). The body carries msgRole and isStu as the spec's
 * table gives them for the side (1/1 for the owner); the server sets them from the session.
 * Failures get the API client's shared reaction (the server's message as a toast, the network
 * message, a lost session's dialog).
 */
export function addLeaveMsg(body: NewLeaveMsg, side: MessageSide): Promise<Envelope<{ id: number }>> {
  const role = side === 'owner' ? { msgRole: MSG_ROLE.owner, isStu: 1 } : { msgRole: MSG_ROLE.counsellor, isStu: 0 };
  return api.postEnvelope<{ id: number }>('/clerk/student/addLeaveMsg', { ...body, ...role });
}

/** Marks the other side's messages of a thread read; answers what stays unread on the file. */
export function readLeaveMsg(stuId: number, threadId?: number): Promise<{ unread: number }> {
  return api.post<{ unread: number }>('/clerk/student/readLeaveMsg', { stuId, threadId }, { quiet: true });
}

/** How many messages of a thread the reader has not opened. */
export const threadUnread = (t: LeaveMsgThread): number => (t.unread ? 1 : 0) + t.leaveMsgList.filter((r) => r.unread).length;

/** The threads with one thread's messages marked read (what the page shows once it is opened). */
export function markThreadRead(threads: readonly LeaveMsgThread[], threadId: number): LeaveMsgThread[] {
  return threads.map((t) =>
    t.id === threadId ? { ...t, unread: false, leaveMsgList: t.leaveMsgList.map((r) => ({ ...r, unread: false })) } : t,
  );
}

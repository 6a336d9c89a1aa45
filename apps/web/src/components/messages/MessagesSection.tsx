// The messages of a student file (spec 001 section 2 'Messages section'): the title, an add
// button, the hint about majors and deferrals, and the threads newest first, each with its
// replies, a reply button and expand/collapse, one thread open at a time. Opening a thread with
// messages the reader has not seen marks them read (readLeaveMsg) and tells the page (onRead), so
// the counts elsewhere drop. The threads come from the page (the file read with isMsg 1).
import { useEffect, useRef, useState } from 'react';
import { Alert, Avatar, Badge, Button, Card, Empty, Skeleton, Tag } from 'antd';
import { DownOutlined, MessageOutlined, PlusOutlined, UpOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../ErrorState';
import { MSG_ROLE } from '@portal/shared';
import { readLeaveMsg, threadUnread, type LeaveMsg, type LeaveMsgThread, type MessageSide } from '../../lib/messages';
import { MessageDialog, type DialogMode } from './MessageDialog';
import { MessageFileLinks } from './MessageFileLinks';
import { MessageHtml } from './MessageHtml';
import { parseMessageHtml, safeHref, textOf } from './message-html';
import './messages.css';

export interface MessagesSectionProps {
  stuId: number;
  threads: readonly LeaveMsgThread[] | undefined;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The owner's page (student or agent) or the console. */
  side?: MessageSide;
  /** A message was written: refresh the file. `threadId` is the thread to show open. */
  onSent?: (threadId: number | undefined) => void;
  /** A thread was opened and marked read; `unread` is what stays unread on the file for the reader. */
  onRead?: (threadId: number, unread: number) => void;
  /** The thread to show open (e.g. the one just written to). */
  openThreadId?: number | null;
  id?: string;
}

const ownRole = (side: MessageSide) => (side === 'owner' ? MSG_ROLE.owner : MSG_ROLE.counsellor);

function Author({ msg, side, size = 36 }: { msg: LeaveMsg; side: MessageSide; size?: number }) {
  const { t } = useTranslation('messages');
  const src = msg.avatar ? safeHref(msg.avatar) : undefined;
  const mine = msg.msgRole === ownRole(side) && side === 'owner';
  const name = mine ? t('section.you') : msg.authorName || msg.msgRoleLabel || t('section.unknownAuthor');
  const staff = msg.msgRole === MSG_ROLE.counsellor;
  return (
    <div className="msg-author">
      <Avatar
        size={size}
        src={src}
        icon={src ? undefined : <UserOutlined />}
        className={staff ? 'msg-avatar msg-avatar--staff' : 'msg-avatar'}
      />
      <div className="msg-author__text">
        <span className="msg-author__name">{name}</span>
        {msg.msgRoleLabel ? (
          <Tag className="msg-author__role" color={staff ? 'blue' : msg.msgRole === MSG_ROLE.system ? 'default' : 'green'} variant="filled">
            {msg.msgRoleLabel}
          </Tag>
        ) : null}
        <time className="msg-author__time" dateTime={msg.createTime.replace(' ', 'T')}>
          {msg.createTime.slice(0, 16)}
        </time>
      </div>
    </div>
  );
}

function UnreadMark() {
  const { t } = useTranslation('messages');
  return <Badge status="error" text={t('section.unreadMark')} className="msg-unread" />;
}

function Thread({
  thread,
  open,
  side,
  onToggle,
  onReply,
}: {
  thread: LeaveMsgThread;
  open: boolean;
  side: MessageSide;
  onToggle: () => void;
  onReply: () => void;
}) {
  const { t } = useTranslation('messages');
  const replies = thread.leaveMsgList;
  const unread = threadUnread(thread);
  const bodyId = `msg-thread-${thread.id}`;
  const preview = open ? '' : textOf(parseMessageHtml(thread.msgContext));
  return (
    <li className={open ? 'msg-thread msg-thread--open' : 'msg-thread'} data-thread-id={thread.id}>
      <div className="msg-thread__head">
        <Author msg={thread} side={side} />
        <div className="msg-thread__tags">
          {thread.msgTypeLabel ? <Tag color="orange">{thread.msgTypeLabel}</Tag> : null}
          {unread ? <Badge count={t('section.unread', { count: unread })} className="msg-thread__unread" /> : null}
        </div>
      </div>
      {open ? (
        <div id={bodyId} className="msg-thread__body">
          <MessageHtml html={thread.msgContext} className="msg-thread__content" />
          <MessageFileLinks files={thread.msgFiles} />
          {replies.length ? (
            <ol className="msg-replies">
              {replies.map((r) => (
                <li key={r.id} className="msg-reply">
                  <div className="msg-reply__head">
                    <Author msg={r} side={side} size={28} />
                    {r.unread ? <UnreadMark /> : null}
                  </div>
                  <MessageHtml html={r.msgContext} className="msg-reply__content" />
                  <MessageFileLinks files={r.msgFiles} />
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : (
        <p className="msg-thread__preview">{preview}</p>
      )}
      <div className="msg-thread__foot">
        <span className="msg-thread__count">
          <MessageOutlined aria-hidden="true" /> {t('section.replies', { count: replies.length })}
        </span>
        <div className="msg-thread__actions">
          <Button size="small" onClick={onReply}>
            {t('section.reply')}
          </Button>
          <Button
            size="small"
            type="link"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={open ? bodyId : undefined}
            icon={open ? <UpOutlined /> : <DownOutlined />}
            iconPlacement="end"
          >
            {open ? t('section.collapse') : t('section.expand')}
          </Button>
        </div>
      </div>
    </li>
  );
}

export function MessagesSection({
  stuId,
  threads,
  loading,
  error,
  onRetry,
  side = 'owner',
  onSent,
  onRead,
  openThreadId,
  id = 'messages',
}: MessagesSectionProps) {
  const { t } = useTranslation('messages');
  const [openId, setOpenId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DialogMode | null>(null);
  // The mode stays while the dialog animates closed.
  const lastMode = useRef<DialogMode>({ kind: 'new' });
  if (dialog) lastMode.current = dialog;
  const reading = useRef(new Set<number>());
  const [prevOpenThread, setPrevOpenThread] = useState(openThreadId);
  if (openThreadId !== prevOpenThread) {
    setPrevOpenThread(openThreadId);
    if (openThreadId) setOpenId(openThreadId);
  }

  // The open thread's unseen messages are marked read: when it is opened, and when new ones come
  // in while it is open.
  const open = threads?.find((x) => x.id === openId);
  const openUnread = open ? threadUnread(open) : 0;
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  useEffect(() => {
    if (!openId || !openUnread || reading.current.has(openId)) return;
    const ids = reading.current;
    ids.add(openId);
    readLeaveMsg(stuId, openId)
      .then((r) => onReadRef.current?.(openId, r.unread))
      .catch(() => {
        /* stays marked unread; opening it again tries again */
      })
      .finally(() => ids.delete(openId));
  }, [stuId, openId, openUnread]);

  const toggle = (thread: LeaveMsgThread) => setOpenId(openId === thread.id ? null : thread.id);

  let body;
  if (loading)
    body = (
      <div aria-busy="true">
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </div>
    );
  else if (error) body = <ErrorState message={t('section.loadFailed')} onRetry={onRetry} />;
  else if (!threads?.length)
    body = (
      <Empty
        className="msg-empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t(side === 'owner' ? 'section.empty' : 'section.emptyStaff')}
      />
    );
  else
    body = (
      <ul className="msg-threads">
        {threads.map((thread) => (
          <Thread
            key={thread.id}
            thread={thread}
            side={side}
            open={openId === thread.id}
            onToggle={() => toggle(thread)}
            onReply={() => setDialog({ kind: 'reply', thread })}
          />
        ))}
      </ul>
    );

  return (
    <section id={id} className="msg-section" aria-labelledby={`${id}-title`}>
      <Card
        className="ro-section msg-card"
        size="small"
        title={<span id={`${id}-title`}>{t('section.title')}</span>}
        extra={
          <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'new' })}>
            {t('section.add')}
          </Button>
        }
      >
        {/* The hint tells the student what a request must name; the counsellor reads it in their messages. */}
        {side === 'owner' && <Alert className="msg-hint" type="info" showIcon title={t('section.hint')} />}
        {body}
      </Card>
      <MessageDialog
        open={!!dialog}
        mode={dialog ?? lastMode.current}
        stuId={stuId}
        side={side}
        onClose={() => setDialog(null)}
        onSent={(_id, threadId) => {
          if (threadId) setOpenId(threadId);
          onSent?.(threadId);
        }}
      />
    </section>
  );
}

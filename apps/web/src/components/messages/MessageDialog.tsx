// The message dialog (spec 001 sections 4 'Message dialog', 5 'Messages', 8): a new message
// ('fill in message', with its type from stu_leave_msg_type) or a reply ('reply', the original
// shown above it). Content required and at most 1,000 characters, up to five files uploaded as
// they are picked. Submit runs once at a time (a loading flag); '000' says 'message successful',
// closes and lets the page refresh; another code shows the server's message (the API client's
// shared reaction); a network failure only ends the loading.
import { useCallback, useRef, useState } from 'react';
import { Button, Form, Modal, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@portal/shared';
import { dictOptions, useDict } from '../../lib/dict';
import { useIsMobile } from '../../lib/device';
import { toast } from '../../lib/feedback';
import { getLang } from '../../lib/lang';
import { MESSAGE_DICT_TYPES, addLeaveMsg, type LeaveMsgThread, type MessageSide } from '../../lib/messages';
import { MessageFileLinks } from './MessageFileLinks';
import { MessageFiles } from './MessageFiles';
import { MessageHtml } from './MessageHtml';
import { MSG_MAX_CHARS, type MessageFile } from './message-rules';
import { RichTextEditor } from './RichTextEditor';

export type DialogMode = { kind: 'new' } | { kind: 'reply'; thread: LeaveMsgThread };

interface Values {
  msgType?: string;
  msgContext?: string;
  msgFiles?: MessageFile[];
}

/** 'exceeds character limit' at most once a second and a half while the user keeps typing. */
function useExceedNotice(text: string) {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < 1500) return;
    last.current = now;
    toast.warning(text);
  }, [text]);
}

function Original({ thread }: { thread: LeaveMsgThread }) {
  const { t } = useTranslation('messages');
  return (
    <section className="msg-original" aria-label={t('dialog.original')}>
      <div className="msg-original__meta">
        <span className="msg-original__label">{t('dialog.original')}</span>
        {thread.msgTypeLabel ? <Tag>{thread.msgTypeLabel}</Tag> : null}
        <span>{thread.authorName || thread.msgRoleLabel}</span>
        <time>{thread.createTime}</time>
      </div>
      <MessageHtml html={thread.msgContext} className="msg-original__body" />
      <MessageFileLinks files={thread.msgFiles} />
    </section>
  );
}

export function MessageDialog({
  open,
  mode,
  stuId,
  side = 'owner',
  onClose,
  onSent,
}: {
  open: boolean;
  mode: DialogMode;
  stuId: number;
  side?: MessageSide;
  onClose: () => void;
  /** After '000': the new message's id and the thread it belongs to. */
  onSent: (id: number | undefined, threadId: number | undefined) => void;
}) {
  const { t } = useTranslation('messages');
  const lang = getLang();
  const mobile = useIsMobile();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  // A ref as well as the state: two clicks in one frame both see the state before it changes.
  const inFlight = useRef(false);
  const dicts = useDict(MESSAGE_DICT_TYPES, { enabled: open && mode.kind === 'new' });
  const onExceed = useExceedNotice(translateMessage('msgTooLong', lang));
  const reply = mode.kind === 'reply' ? mode.thread : null;

  const submit = async () => {
    if (inFlight.current) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (uploading) {
      toast.warning(t('dialog.uploading'));
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      const answer = await addLeaveMsg(
        {
          stuId,
          msgContext: values.msgContext ?? '',
          msgFiles: (values.msgFiles ?? []).map((f) => ({ fileNameAfter: f.fileNameAfter, fileName: f.fileName })),
          ...(reply ? { parentId: reply.id } : { msgType: values.msgType }),
        },
        side,
      );
      toast.success(t('success'));
      const id = answer.data?.id;
      onSent(id, reply ? reply.id : id);
      onClose();
    } catch {
      // The API client has shown the server's message (or the network message); the dialog stays
      // open with everything written, to try again.
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={reply ? t('dialog.replyTitle') : t('dialog.newTitle')}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      width={mobile ? 'calc(100vw - 16px)' : 720}
      centered={!mobile}
      className="msg-dialog"
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={sending} onClick={() => void submit()}>
          {t('dialog.submit')}
        </Button>,
      ]}
    >
      {reply ? <Original thread={reply} /> : null}
      <Form form={form} layout="vertical" requiredMark className="msg-form" preserve={false}>
        {reply ? null : (
          <Form.Item
            name="msgType"
            label={t('dialog.type')}
            rules={[{ required: true, message: translateMessage('msgTypeRequired', lang) }]}
          >
            <Select
              placeholder={translateMessage('msgTypeRequired', lang)}
              options={dictOptions(dicts.data?.stu_leave_msg_type, lang)}
              loading={dicts.isPending}
              status={dicts.isError ? 'error' : undefined}
            />
          </Form.Item>
        )}
        <Form.Item
          name="msgContext"
          label={t('dialog.content')}
          required
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            {
              validator: (_r, v: string | undefined) =>
                v ? Promise.resolve() : Promise.reject(new Error(translateMessage('msgContentRequired', lang))),
            },
          ]}
        >
          <RichTextEditor limit={MSG_MAX_CHARS} onExceed={onExceed} placeholder={translateMessage('msgContentRequired', lang)} />
        </Form.Item>
        <Form.Item name="msgFiles" label={t('dialog.files')} initialValue={[]}>
          <MessageFiles onBusy={setUploading} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

// The files of a message being written: at most five, of the message formats (any letter case),
// each uploaded at once (use 'message') with a progress bar. Only stored files are in the value;
// a failed upload says 'failed to upload file, please upload again' (or the server's reason) and
// leaves the list as it was. onBusy tells the dialog while something is still uploading.
import { useEffect, useRef, useState } from 'react';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMITS, translateMessage } from '@portal/shared';
import { abortSession } from '../../lib/api-client';
import { toast } from '../../lib/feedback';
import { getLang } from '../../lib/lang';
import { uploadWithProgress, type UploadHandle } from '../../lib/xhr-upload';
import { MESSAGE_ACCEPT, MSG_MAX_FILES, checkMessageFile, type MessageFile } from './message-rules';
import { readMessageUpload } from './upload-answer';

type RcFile = Parameters<NonNullable<UploadProps['beforeUpload']>>[0];

interface Pending {
  uid: string;
  name: string;
  percent: number;
}

export function MessageFiles({
  value,
  onChange,
  onBusy,
  id,
}: {
  value?: MessageFile[];
  onChange?: (v: MessageFile[]) => void;
  onBusy?: (busy: boolean) => void;
  id?: string;
}) {
  const { t } = useTranslation('messages');
  const lang = getLang();
  const failed = translateMessage('msgFileUnknown', lang);
  const stored = value ?? [];
  const [pending, setPending] = useState<Pending[]>([]);
  const latest = useRef(stored);
  latest.current = stored;
  const handles = useRef(new Map<string, UploadHandle>());
  // Files of one pick are checked one by one: those let through so far count for the next.
  const accepted = useRef<{ batch: unknown; n: number; warned: boolean }>({ batch: null, n: 0, warned: false });

  useEffect(() => {
    const map = handles.current;
    return () => map.forEach((h) => h.abort()); // closing the dialog stops what is still uploading
  }, []);
  useEffect(() => onBusy?.(pending.length > 0), [pending.length, onBusy]);

  const drop = (uid: string) => {
    handles.current.delete(uid);
    setPending((p) => p.filter((x) => x.uid !== uid));
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const a = accepted.current;
    if (a.batch !== batch) accepted.current = { batch, n: 0, warned: false };
    const cur = accepted.current;
    const problem = checkMessageFile(file, latest.current.length + handles.current.size + cur.n);
    if (problem) {
      // One message per pick for the count; every wrong format says so.
      if (problem !== 'msgFileCount' || !cur.warned) toast.error(translateMessage(problem, lang));
      if (problem === 'msgFileCount') cur.warned = true;
      return Upload.LIST_IGNORE;
    }
    cur.n += 1;
    return true;
  };

  const customRequest: UploadProps['customRequest'] = (options) => {
    const file = options.file as RcFile;
    const uid = file.uid;
    const handle = uploadWithProgress(file, 'message', (percent) =>
      setPending((p) => p.map((x) => (x.uid === uid ? { ...x, percent } : x))),
    );
    handles.current.set(uid, handle);
    accepted.current.n = Math.max(0, accepted.current.n - 1); // now counted among the handles
    setPending((p) => [...p, { uid, name: file.name, percent: 0 }]);
    handle.done
      .then((body) => {
        const out = readMessageUpload(body);
        if (out.ok) {
          const next = [...latest.current, ...out.files].slice(0, MSG_MAX_FILES);
          latest.current = next;
          onChange?.(next);
        } else if (out.reason === 'session') abortSession(out.code, out.msg);
        else toast.error(out.msg || failed);
      })
      .catch((e: unknown) => {
        if (e instanceof Error && e.message === 'aborted') return;
        toast.error(failed);
      })
      .finally(() => drop(uid));
  };

  const fileList: UploadFile[] = [
    ...stored.map((f, i): UploadFile => ({
      uid: `stored-${i}-${f.fileNameAfter}`,
      name: f.fileName || f.fileNameAfter,
      status: 'done',
      url: f.fileRoute,
    })),
    ...pending.map((p): UploadFile => ({ uid: p.uid, name: p.name, status: 'uploading', percent: p.percent })),
  ];

  const onRemove: UploadProps['onRemove'] = (file) => {
    const busy = handles.current.get(file.uid);
    if (busy) {
      busy.abort();
      drop(file.uid);
      return false;
    }
    const idx = fileList.findIndex((f) => f.uid === file.uid);
    if (idx >= 0 && idx < stored.length) onChange?.(stored.filter((_, i) => i !== idx));
    return false;
  };

  const full = stored.length + pending.length >= MSG_MAX_FILES;
  const limits = UPLOAD_LIMITS.message;
  return (
    <div className="msg-files" id={id}>
      <Upload
        accept={MESSAGE_ACCEPT}
        multiple
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={onRemove}
        showUploadList={{ showRemoveIcon: true, showDownloadIcon: false }}
        progress={{ size: 3, showInfo: true }}
      >
        <Button icon={<PaperClipOutlined />} disabled={full}>
          {t('dialog.upload')} ({stored.length + pending.length}/{MSG_MAX_FILES})
        </Button>
      </Upload>
      <p className="msg-files__hint">
        {t('dialog.fileHint', {
          max: MSG_MAX_FILES,
          mb: Math.round(limits.maxBytes / (1024 * 1024)),
          ext: limits.extensions.join(lang === 'cn' ? '、' : ', '),
        })}
      </p>
    </div>
  );
}

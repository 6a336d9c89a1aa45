// A form control for a list of uploaded files (FileRecord[]): checks each file before sending,
// uploads it with a progress bar, links stored files to their route (served to the owner) and
// keeps only stored files in the form value, so a failed upload leaves the list as it was.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage, type FileRecord } from '@portal/shared';
import { abortSession } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback';
import { getLang } from '../../../lib/lang';
import { UploadHint } from './UploadHint';
import { acceptOf, checkFile, fileRecordsOf, readUploadAnswer, uploadFailureText, type WizardUploadUse } from './upload-rules';
import { uploadWithProgress, type UploadHandle } from '../../../lib/xhr-upload';
import './upload.css';

/** The file antd hands to beforeUpload (a File with a uid). */
type RcFile = Parameters<NonNullable<UploadProps['beforeUpload']>>[0];

interface Pending {
  uid: string;
  name: string;
  percent: number;
  handle: UploadHandle | null;
}

export interface FileUploadFieldProps {
  value?: FileRecord[] | null;
  onChange?: (v: FileRecord[]) => void;
  use: WizardUploadUse;
  /** 1 for the letters: a new upload replaces the file. */
  maxCount?: number;
  /** Extra check before sending (e.g. the attachment type): a message key, or null. */
  precheck?: (file: RcFile) => string | null;
  /** Stored with each new record (the attachment type the file was uploaded for). */
  annexType?: string | null;
  /** Shown before a file's name (e.g. its attachment type). */
  prefixOf?: (rec: FileRecord) => string | undefined;
  disabled?: boolean;
  buttonText?: ReactNode;
  id?: string;
  'aria-invalid'?: boolean;
}

export function FileUploadField({
  value,
  onChange,
  use,
  maxCount,
  precheck,
  annexType,
  prefixOf,
  disabled,
  buttonText,
  id,
}: FileUploadFieldProps) {
  const { t } = useTranslation('wizard');
  const lang = getLang();
  const [pending, setPending] = useState<Pending[]>([]);
  // Several uploads may finish in any order: each adds to the latest list, not the one it started with.
  const latest = useRef<FileRecord[]>(fileRecordsOf(value));
  latest.current = fileRecordsOf(value);
  const handles = useRef(new Map<string, UploadHandle>());
  useEffect(() => {
    const map = handles.current;
    return () => map.forEach((h) => h.abort()); // leaving the step stops what is still uploading
  }, []);

  const emit = (next: FileRecord[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const drop = (uid: string) => {
    handles.current.delete(uid);
    setPending((p) => p.filter((x) => x.uid !== uid));
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = precheck?.(file) ?? checkFile(file, use);
    if (problem) {
      toast.error(translateMessage(problem, lang));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = (options) => {
    const file = options.file as RcFile;
    const uid = file.uid;
    const type = annexType ?? null;
    const handle = uploadWithProgress(file, use, (percent) => setPending((p) => p.map((x) => (x.uid === uid ? { ...x, percent } : x))));
    handles.current.set(uid, handle);
    setPending((p) => [...p, { uid, name: file.name, percent: 0, handle }]);
    handle.done
      .then((body) => {
        const out = readUploadAnswer(body, type);
        if (out.ok) {
          const next = [...latest.current, ...out.records];
          emit(maxCount ? next.slice(-maxCount) : next);
        } else if (out.reason === 'session') abortSession(out.code ?? '', out.msg ?? '');
        else if (out.reason === 'noRoute') toast.error(translateMessage('fileUnknown', lang));
        else toast.error(uploadFailureText(out, t('attachments.upload.failed')));
      })
      .catch((e: unknown) => {
        if (e instanceof Error && e.message === 'aborted') return;
        toast.error(t('attachments.upload.failed'));
      })
      .finally(() => drop(uid));
  };

  const stored = fileRecordsOf(value);
  const fileList: UploadFile[] = [
    ...stored.map((rec, i): UploadFile => {
      const prefix = prefixOf?.(rec);
      const name = rec.fileName || rec.name || rec.fileNameAfter || rec.fileRoute;
      return { uid: `stored-${i}-${rec.fileRoute}`, name: prefix ? `${prefix} · ${name}` : name, status: 'done', url: rec.fileRoute };
    }),
    ...pending.map((p): UploadFile => ({ uid: p.uid, name: p.name, status: 'uploading', percent: p.percent })),
  ];

  const onRemove: UploadProps['onRemove'] = (file) => {
    const busy = pending.find((p) => p.uid === file.uid);
    if (busy) {
      busy.handle?.abort();
      drop(busy.uid);
      return false;
    }
    const idx = fileList.findIndex((f) => f.uid === file.uid);
    if (idx >= 0 && idx < stored.length) emit(stored.filter((_, i) => i !== idx));
    return false;
  };

  const full = maxCount !== undefined && maxCount > 1 && stored.length + pending.length >= maxCount;
  return (
    <div className="wizard-upload" id={id}>
      <Upload
        accept={acceptOf(use)}
        multiple={!maxCount || maxCount > 1}
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={onRemove}
        disabled={disabled}
        showUploadList={{ showRemoveIcon: !disabled, showDownloadIcon: false }}
        progress={{ size: 3, showInfo: true }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || full}>
          {buttonText ?? t('attachments.upload.button')}
        </Button>
      </Upload>
      <UploadHint use={use} oneFile={maxCount === 1} />
    </div>
  );
}

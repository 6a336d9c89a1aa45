// Special schools (isSpecial '1'): their own application forms to download (one by one or as a
// zip) and the upload area for the filled-in forms (netApplyFile, required then).
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Spin, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage, type FileRecord } from '@portal/shared';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback';
import { getLang } from '../../../lib/lang';
import { downloadApplyZip, uploadApplyForm, useApplyFiles } from './api';
import { UploadHint } from '../upload/UploadHint';
import { acceptOf, checkFile } from '../upload/upload-rules';
import { safeHref } from './entries';

/** The forms of a school as links plus 'download all'. */
export function ApplyFormsList({ uniId, uniEnName }: { uniId: number; uniEnName: string }) {
  const { t } = useTranslation('wizard');
  const files = useApplyFiles(uniId);
  const [zipping, setZipping] = useState(false);
  const all = async () => {
    setZipping(true);
    try {
      await downloadApplyZip(uniId, uniEnName);
    } catch (e) {
      toast.error((isApiError(e) && e.message) || t('apply.downloadFailed'));
    } finally {
      setZipping(false);
    }
  };
  if (files.isPending) return <Spin size="small" />;
  if (files.isError)
    return (
      <p className="inline-error" role="alert">
        {t('apply.formsFailed')}{' '}
        <Button type="link" size="small" onClick={() => void files.refetch()}>
          {t('retry')}
        </Button>
      </p>
    );
  const list = files.data ?? [];
  if (list.length === 0) return <p className="muted">{t('apply.noForms')}</p>;
  return (
    <div className="apply-forms">
      <ul className="apply-forms__list">
        {list.map((f) => {
          const href = safeHref(f.fileRoute);
          return (
            <li key={f.fileRoute}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" download={f.fileName}>
                  {f.fileName}
                </a>
              ) : (
                f.fileName
              )}
            </li>
          );
        })}
      </ul>
      <Button icon={<DownloadOutlined />} loading={zipping} onClick={() => void all()}>
        {t('apply.downloadAll')}
      </Button>
    </div>
  );
}

interface UploadProps {
  value?: FileRecord[];
  onChange?: (v: FileRecord[]) => void;
  disabled?: boolean;
}

const asUploadFile = (f: FileRecord, i: number): UploadFile => ({
  uid: `${i}-${f.fileRoute}`,
  name: f.fileName || f.name,
  status: 'done',
  url: safeHref(f.url || f.fileRoute),
});

/** The filled-in forms: attachments, checked before upload as the attachments step checks them (UPLOAD_LIMITS.attachment), stored as FileRecord. */
export function NetFilesUpload({ value, onChange, disabled }: UploadProps) {
  const { t } = useTranslation('wizard');
  const lang = getLang();
  const files = value ?? [];
  const [uploading, setUploading] = useState(0);
  // Uploads may finish between renders: each appends to the newest list, not to the one it started with.
  const current = useRef(files);
  current.current = files;
  const update = (next: FileRecord[]) => {
    current.current = next;
    onChange?.(next);
  };

  const upload = async (file: File) => {
    setUploading((n) => n + 1);
    try {
      update([...current.current, await uploadApplyForm(file)]);
    } catch (e) {
      // Type and size refusals keep the server's words; anything else is the spec's retry text.
      toast.error(isApiError(e) && (e.code === '020' || e.code === '021') && e.message ? e.message : t('apply.uploadFailed'));
    } finally {
      setUploading((n) => n - 1);
    }
  };

  return (
    <div className="wizard-upload">
      <Upload
        accept={acceptOf('attachment')}
        multiple
        disabled={disabled}
        fileList={[
          ...files.map(asUploadFile),
          ...(uploading ? [{ uid: 'uploading', name: t('apply.uploading'), status: 'uploading' as const }] : []),
        ]}
        beforeUpload={(file) => {
          const problem = checkFile(file, 'attachment');
          if (problem) {
            toast.error(translateMessage(problem, lang));
            return Upload.LIST_IGNORE;
          }
          void upload(file);
          // The upload is done here, not by antd's request.
          return false;
        }}
        onRemove={(f) => {
          update(files.filter((x, i) => asUploadFile(x, i).uid !== f.uid));
          return true;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {t('apply.uploadForms')}
        </Button>
      </Upload>
      <UploadHint use="attachment" />
    </div>
  );
}

// A picture for a console form (a university's logo or campus photo, a picture inside rich text):
// the file is checked here (type, size), uploaded through the shared pipeline with the use
// 'catalogue', then published by /api/console/images, which resizes it for the public pages and
// answers its public, cacheable address. Controlled (value/onChange of that address), so it sits
// in an antd Form.Item like any input.
import { useRef, useState } from 'react';
import { Button, Image, Space, Typography } from 'antd';
import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMITS, type ConsoleImageKind, type ConsoleImagePublished } from '@portal/shared';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback';

const LIMITS = UPLOAD_LIMITS.catalogue;
export const IMAGE_MAX_MB = LIMITS.maxBytes / 1024 / 1024;
export const IMAGE_ACCEPT = LIMITS.extensions.map((e) => `.${e}`).join(',');

/** Why a chosen file cannot be sent ('tooLarge', 'wrongType'), or null when it can. */
export function imageProblem(file: { name: string; size: number }): 'tooLarge' | 'wrongType' | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(LIMITS.extensions as readonly string[]).includes(ext)) return 'wrongType';
  if (file.size > LIMITS.maxBytes) return 'tooLarge';
  return null;
}

/** Upload one picture and publish it resized for `kind`; answers its public address. */
export async function uploadConsoleImage(file: File, kind: ConsoleImageKind): Promise<ConsoleImagePublished> {
  const up = await api.upload<{ imgPath: string }>('/file/upload/uploadImg', file, { use: 'catalogue' });
  return api.post<ConsoleImagePublished>('/console/images', { imgPath: up.imgPath, kind });
}

interface Props {
  value?: string | null;
  onChange?: (url: string) => void;
  kind: ConsoleImageKind;
  disabled?: boolean;
  /** Accessible name of the upload button (defaults to the generic text). */
  label?: string;
}

export function ImageUpload({ value, onChange, kind, disabled, label }: Props) {
  const { t } = useTranslation('console-catalogue');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      toast.error(t(`image.${problem}`, { mb: IMAGE_MAX_MB }));
      return;
    }
    setBusy(true);
    try {
      const res = await uploadConsoleImage(file, kind);
      onChange?.(res.url);
    } catch {
      // The shared response handling has shown the server's reason already.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space align="start" wrap className="console-image-upload">
      {value ? (
        <Image
          src={value}
          alt={t('image.alt')}
          width={kind === 'logo' ? 88 : 160}
          height={88}
          style={{ objectFit: kind === 'logo' ? 'contain' : 'cover', background: '#fafafa', border: '1px solid #f0f0f0' }}
        />
      ) : null}
      <Space orientation="vertical" size={4}>
        <Space wrap>
          <Button
            icon={busy ? <LoadingOutlined /> : <UploadOutlined />}
            disabled={disabled || busy}
            onClick={() => input.current?.click()}
            aria-label={label ?? t('image.upload')}
          >
            {value ? t('image.replace') : (label ?? t('image.upload'))}
          </Button>
          {value && !disabled ? (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
              {t('image.remove')}
            </Button>
          ) : null}
        </Space>
        <Typography.Text type="secondary">{t('image.hint', { mb: IMAGE_MAX_MB })}</Typography.Text>
      </Space>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        style={{ display: 'none' }}
        data-testid={`image-input-${kind}`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </Space>
  );
}

export default ImageUpload;

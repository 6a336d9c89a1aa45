// The file's attachments with a preview in place: a PDF in a frame, a picture as a picture (both
// from the file route, which serves them to staff), anything else as a download; every file can be
// downloaded. The first file that can be shown is open from the start.
import { useState } from 'react';
import { Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, ExportOutlined, EyeOutlined, FileImageOutlined, FilePdfOutlined, FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StudentDraft } from '@portal/shared';
import { dictLabelOf, useDict } from '../../../lib/dict';
import { getLang } from '../../../lib/lang';
import { fileKind, safeFileHref, type PreviewKind } from '../files';

interface Entry {
  key: string;
  name: string;
  href: string | undefined;
  kind: PreviewKind;
  group: string;
}

const ATTACHMENT_DICT = ['agent_stu_attachment_type'] as const;

function KindIcon({ kind }: { kind: PreviewKind }) {
  if (kind === 'pdf') return <FilePdfOutlined className="console-file__icon console-file__icon--pdf" />;
  if (kind === 'image') return <FileImageOutlined className="console-file__icon console-file__icon--image" />;
  return <FileOutlined className="console-file__icon" />;
}

export function Preview({ entry }: { entry: Entry }) {
  const { t } = useTranslation('console');
  if (!entry.href) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('files.missing')} />;
  if (entry.kind === 'pdf')
    return <iframe className="console-preview__frame" src={entry.href} title={t('files.previewOf', { name: entry.name })} />;
  if (entry.kind === 'image') return <img className="console-preview__image" src={entry.href} alt={entry.name} />;
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('files.noPreview')} />;
}

export function AttachmentsPreview({ draft, id }: { draft: StudentDraft; id?: string }) {
  const { t } = useTranslation('console');
  const lang = getLang();
  const dict = useDict(ATTACHMENT_DICT);
  const entries: Entry[] = [
    ...(draft.applyFile ?? []).map((f, i) => ({
      key: `a${i}`,
      name: f.fileName || f.name || f.fileNameAfter || '-',
      href: safeFileHref(f),
      kind: fileKind(f),
      group: f.annexType ? (dictLabelOf(dict.data?.agent_stu_attachment_type, f.annexType, lang) ?? f.annexType) : t('files.attachment'),
    })),
    ...(draft.netApplyFile ?? []).map((f, i) => ({
      key: `n${i}`,
      name: f.fileName || f.name || f.fileNameAfter || '-',
      href: safeFileHref(f),
      kind: fileKind(f),
      group: t('files.special'),
    })),
  ];
  const [openKey, setOpenKey] = useState<string | undefined>(() => entries.find((e) => e.kind !== 'other' && e.href)?.key);
  const open = entries.find((e) => e.key === openKey);

  return (
    <Card id={id} className="ro-section console-files" title={t('files.title')} size="small">
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('files.none')} />
      ) : (
        <div className="console-files__body">
          <List
            className="console-files__list"
            size="small"
            dataSource={entries}
            renderItem={(e) => (
              <List.Item
                className={e.key === openKey ? 'console-file console-file--open' : 'console-file'}
                actions={[
                  e.kind !== 'other' && e.href ? (
                    <Button
                      key="preview"
                      type="link"
                      size="small"
                      icon={<EyeOutlined />}
                      onClick={() => setOpenKey(e.key)}
                      aria-pressed={e.key === openKey}
                      aria-label={t('files.previewOf', { name: e.name })}
                    >
                      {t('files.preview')}
                    </Button>
                  ) : null,
                  e.href ? (
                    <a key="download" href={e.href} download={e.name} aria-label={t('files.downloadOf', { name: e.name })}>
                      <Space size={4}>
                        <DownloadOutlined />
                        {t('files.download')}
                      </Space>
                    </a>
                  ) : null,
                ].filter(Boolean)}
              >
                <List.Item.Meta
                  avatar={<KindIcon kind={e.kind} />}
                  title={<Typography.Text ellipsis={{ tooltip: e.name }}>{e.name}</Typography.Text>}
                  description={<Tag>{e.group}</Tag>}
                />
              </List.Item>
            )}
          />
          <div className="console-preview-box">
            <div className="console-preview" aria-live="polite">
              {open ? <Preview entry={open} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('files.pick')} />}
            </div>
            {open?.href ? (
              <div className="console-preview__bar">
                <Typography.Text ellipsis className="console-preview__name">
                  {open.name}
                </Typography.Text>
                <a href={open.href} target="_blank" rel="noopener noreferrer">
                  <Space size={4}>
                    <ExportOutlined />
                    {t('files.newTab')}
                  </Space>
                </a>
              </div>
            ) : null}
          </div>
        </div>
      )}
    </Card>
  );
}

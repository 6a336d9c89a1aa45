// /console/settings/statuses: for every status a file can be in, who holds the next step
// (student, counsellor, university, none) and the usual wait in days; what the student's card and
// detail show. Each row is edited in place and saved on its own (POST /console/status-settings).
import { useState } from 'react';
import { Button, Empty, InputNumber, Select, Space, Tag } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NEXT_OWNERS, WAIT_DAYS_MAX, type NextOwner, type StatusSettingItem } from '@portal/shared';
import { dash } from '../../../lib/display';
import { toast } from '../../../lib/feedback';
import { useSaveStatusSetting, useStatusSettings } from '../api/console';
import { ConsoleTable, LoadError, type ConsoleColumns } from '../list/kit';
import { settingChanged, type SettingDraft } from './drafts';

export default function StatusSettingsPage() {
  const { t } = useTranslation('console');
  const q = useStatusSettings();
  const save = useSaveStatusSetting();
  const [drafts, setDrafts] = useState<Record<string, SettingDraft>>({});
  const [saving, setSaving] = useState<string | null>(null);

  const valueOf = (r: StatusSettingItem): SettingDraft => drafts[r.status] ?? { nextOwner: r.nextOwner, waitDays: r.waitDays };
  const edit = (r: StatusSettingItem, patch: Partial<SettingDraft>) =>
    setDrafts((all) => {
      const next = { ...valueOf(r), ...patch };
      if (next.nextOwner === 'none') next.waitDays = null;
      return { ...all, [r.status]: next };
    });
  const drop = (status: string) =>
    setDrafts((all) => {
      const { [status]: _gone, ...rest } = all;
      return rest;
    });
  const submit = (r: StatusSettingItem) => {
    const v = valueOf(r);
    setSaving(r.status);
    save.mutate(
      { status: r.status, nextOwner: v.nextOwner, waitDays: v.nextOwner === 'none' ? null : v.waitDays },
      {
        onSuccess: () => {
          drop(r.status);
          toast.success(t('settings.saved', { status: r.label }));
        },
        onError: (e) => toast.error(e.message || t('settings.failed')),
        onSettled: () => setSaving(null),
      },
    );
  };

  const columns: ConsoleColumns<StatusSettingItem> = [
    {
      key: 'status',
      title: t('settings.status'),
      width: 200,
      render: (_, r) => (
        <Space size={6}>
          <span className="console-settings__label">{r.label}</span>
          <Tag className="console-settings__key">{r.status}</Tag>
        </Space>
      ),
    },
    {
      key: 'owner',
      title: t('settings.owner'),
      width: 180,
      render: (_, r) => (
        <Select<NextOwner>
          className="console-settings__owner"
          value={valueOf(r).nextOwner}
          options={NEXT_OWNERS.map((o) => ({ value: o, label: t(`owners.${o}`) }))}
          onChange={(v) => edit(r, { nextOwner: v })}
          aria-label={t('settings.ownerOf', { status: r.label })}
        />
      ),
    },
    {
      key: 'wait',
      title: t('settings.wait'),
      width: 170,
      render: (_, r) => {
        const v = valueOf(r);
        return (
          <InputNumber<number>
            className="console-settings__wait"
            min={0}
            max={WAIT_DAYS_MAX}
            precision={0}
            value={v.waitDays}
            disabled={v.nextOwner === 'none'}
            placeholder={v.nextOwner === 'none' ? t('settings.noWait') : t('settings.waitPlaceholder')}
            onChange={(n) => edit(r, { waitDays: n ?? null })}
            suffix={t('settings.days')}
            aria-label={t('settings.waitOf', { status: r.label })}
          />
        );
      },
    },
    {
      key: 'updated',
      title: t('settings.updated'),
      width: 200,
      render: (_, r) => (
        <span className="console-muted">
          {dash(r.updatedAt?.slice(0, 16))}
          {r.updatedBy ? ` · ${r.updatedBy}` : ''}
        </span>
      ),
    },
    {
      key: 'save',
      cardActions: true,
      title: t('settings.actions'),
      width: 190,
      render: (_, r) => {
        const changed = settingChanged(r, drafts[r.status]);
        return (
          <Space size={4}>
            <Button
              type="primary"
              size="small"
              icon={<SaveOutlined />}
              disabled={!changed || (saving !== null && saving !== r.status)}
              loading={saving === r.status}
              onClick={() => submit(r)}
            >
              {t('settings.save')}
            </Button>
            {changed ? (
              <Button size="small" type="text" icon={<UndoOutlined />} onClick={() => drop(r.status)} disabled={saving === r.status}>
                {t('settings.undo')}
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('settings.title')}</h1>
          <p className="console-page__sub">{t('settings.sub')}</p>
        </div>
      </div>
      <LoadError error={q.error} retry={() => void q.refetch()} />
      <ConsoleTable<StatusSettingItem>
        rowKey="status"
        columns={columns}
        dataSource={q.data ?? []}
        loading={q.isPending}
        pagination={false}
        scroll={{ x: 940 }}
        size="middle"
        rowClassName={(r) => (settingChanged(r, drafts[r.status]) ? 'console-row--changed' : '')}
        locale={{
          emptyText: q.isPending ? (
            ' '
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q.isError ? t('errors.load') : t('settings.empty')} />
          ),
        }}
      />
    </div>
  );
}

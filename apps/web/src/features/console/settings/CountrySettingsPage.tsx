// /console/settings/countries: for each study country its currency, course-link rule, whether
// applications are open, contract class and consultation chat link (edited in a drawer), and the
// reference rates that show tuition in yuan (edited in place). Clerks read; only admins edit, and the
// server checks the same (POST /console/countries/save, /console/rates/save).
import { useState } from 'react';
import { Button, Drawer, Empty, Form, Input, InputNumber, Radio, Space, Switch, Tag, Tooltip } from 'antd';
import { EditOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CHAT_URL_MAX,
  CONTRACT_CLASSES,
  RATE_DECIMALS,
  RATE_MAX,
  cnyPerUnitSchema,
  countrySettingBody,
  translateMessage,
  type ContractClass,
  type CountrySettingItem,
  type CurrencyRateItem,
} from '@portal/shared';
import { fieldErrorsOf } from '../../../lib/api-client';
import { dash } from '../../../lib/display';
import { toast } from '../../../lib/feedback';
import { firstIssue, useFormRules } from '../../../lib/form-rules';
import { reportFormError } from '../../../lib/form-server-errors';
import { getLang } from '../../../lib/lang';
import { useConsoleAccess } from '../access';
import { useCountrySettings, useRates, useSaveCountrySetting, useSaveRate } from '../api/countries';
import { isStale, showStale } from '../catalogue/parts';
import { beijingMinute } from '../../../lib/display';
import { ConsoleTable, LoadError, type ConsoleColumns } from '../list/kit';

interface FormValues {
  currency: string;
  requiresProfessionalLink: boolean;
  applicationOpen: boolean;
  contractClass: ContractClass;
  chatUrl: string;
}

/** A country's form values. */
const valuesOf = (c: CountrySettingItem) => ({
  currency: c.currency,
  requiresProfessionalLink: c.requiresProfessionalLink,
  applicationOpen: c.applicationOpen,
  contractClass: c.contractClass ?? undefined,
  chatUrl: c.chatUrl ?? '',
});

function EditDrawer({
  country,
  onClose,
  onReload,
}: {
  country: CountrySettingItem | null;
  onClose: () => void;
  /** Loads the countries again and edits the newer version of this one. */
  onReload: (countryId: string) => Promise<CountrySettingItem | null>;
}) {
  const { t } = useTranslation('console');
  const { t: tStale } = useTranslation('console-catalogue');
  const lang = getLang();
  const rules = useFormRules();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveCountrySetting();
  const name = country ? (lang === 'en' ? country.enName : country.name) : '';

  const submit = (v: FormValues) => {
    if (!country) return;
    save.mutate(
      { countryId: country.countryId, ...v, currency: v.currency.trim().toUpperCase(), updatedAt: country.updatedAt },
      {
        onSuccess: () => {
          toast.success(t('countries.saved', { country: name }));
          onClose();
        },
        onError: (e) => {
          if (!isStale(e)) return reportFormError(form, e);
          // Someone saved this country since: load their version, or keep editing.
          const reload = () => void onReload(country.countryId).then((c) => c && form.setFieldsValue(valuesOf(c)));
          showStale(e.message, reload, tStale);
        },
      },
    );
  };

  return (
    <Drawer
      open={!!country}
      onClose={onClose}
      title={t('countries.editTitle', { country: name })}
      size={480}
      destroyOnHidden
      footer={
        <Space className="console-drawer__footer">
          <Button onClick={onClose}>{t('countries.cancel')}</Button>
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => form.submit()}>
            {t('countries.save')}
          </Button>
        </Space>
      }
    >
      {country ? (
        <Form<FormValues> form={form} clearOnDestroy layout="vertical" onFinish={submit} initialValues={valuesOf(country)}>
          <Form.Item
            name="currency"
            label={t('countries.currency')}
            extra={t('countries.currencyHint')}
            normalize={(v: string) => v.toUpperCase()}
            rules={[rules.field(countrySettingBody, 'currency')]}
          >
            <Input maxLength={3} className="console-countries__currency-input" />
          </Form.Item>
          <Form.Item name="contractClass" label={t('countries.contractClass')} rules={[rules.field(countrySettingBody, 'contractClass')]}>
            <Radio.Group
              optionType="button"
              options={CONTRACT_CLASSES.map((c) => ({ value: c, label: t('countries.classLabel', { cls: c }) }))}
            />
          </Form.Item>
          <Form.Item
            name="requiresProfessionalLink"
            label={t('countries.linkRule')}
            valuePropName="checked"
            extra={t('countries.linkRuleHint')}
          >
            <Switch checkedChildren={t('countries.linkRequired')} unCheckedChildren={t('countries.linkOptional')} />
          </Form.Item>
          <Form.Item name="applicationOpen" label={t('countries.open')} valuePropName="checked" extra={t('countries.openHint')}>
            <Switch checkedChildren={t('countries.openYes')} unCheckedChildren={t('countries.openNo')} />
          </Form.Item>
          <Form.Item
            name="chatUrl"
            label={t('countries.chatUrl')}
            extra={t('countries.chatUrlHint')}
            rules={[rules.field(countrySettingBody, 'chatUrl')]}
          >
            <Input allowClear maxLength={CHAT_URL_MAX} placeholder="https://" />
          </Form.Item>
        </Form>
      ) : null}
    </Drawer>
  );
}

function RatesTable({ admin }: { admin: boolean }) {
  const { t } = useTranslation('console');
  const { t: tStale } = useTranslation('console-catalogue');
  const lang = getLang();
  const q = useRates();
  const countries = useCountrySettings();
  const save = useSaveRate();
  const [drafts, setDrafts] = useState<Record<string, number | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const nameOf = new Map((countries.data ?? []).map((c) => [c.countryId, lang === 'en' ? c.enName : c.name]));

  const drop = (currency: string) => {
    setDrafts(({ [currency]: _d, ...rest }) => rest);
    setErrors(({ [currency]: _e, ...rest }) => rest);
  };
  const changed = (r: CurrencyRateItem) => r.currency in drafts && drafts[r.currency] !== r.cnyPerUnit;
  const submit = (r: CurrencyRateItem) => {
    const value = drafts[r.currency];
    const issue = firstIssue(cnyPerUnitSchema, value);
    if (issue) {
      setErrors((all) => ({ ...all, [r.currency]: translateMessage(issue, lang) }));
      return;
    }
    setSaving(r.currency);
    save.mutate(
      { currency: r.currency, cnyPerUnit: value!, updatedAt: r.updatedAt },
      {
        onSuccess: () => {
          drop(r.currency);
          toast.success(t('rates.saved', { currency: r.currency }));
        },
        onError: (e) => {
          // Someone set this rate since: show theirs (the typed value dropped), or keep the typed one.
          if (isStale(e))
            return showStale(e.message, () => void Promise.all([q.refetch(), countries.refetch()]).then(() => drop(r.currency)), tStale);
          const msg = fieldErrorsOf(e)[0]?.message ?? e.message;
          setErrors((all) => ({ ...all, [r.currency]: msg || t('rates.failed') }));
        },
        onSettled: () => setSaving(null),
      },
    );
  };

  const columns: ConsoleColumns<CurrencyRateItem> = [
    {
      key: 'currency',
      title: t('rates.currency'),
      width: 110,
      render: (_, r) => <Tag className="console-settings__key">{r.currency}</Tag>,
    },
    {
      key: 'rate',
      title: t('rates.rate'),
      width: 260,
      render: (_, r) => {
        if (!admin)
          return r.cnyPerUnit == null ? (
            <Tag color="warning">{t('rates.unrated')}</Tag>
          ) : (
            t('rates.perUnit', { rate: r.cnyPerUnit, currency: r.currency })
          );
        const err = errors[r.currency];
        return (
          <div>
            <InputNumber<number>
              className="console-rates__input"
              min={0}
              max={RATE_MAX}
              step={0.1}
              value={r.currency in drafts ? drafts[r.currency] : r.cnyPerUnit}
              placeholder={t('rates.unrated')}
              status={err ? 'error' : undefined}
              suffix={t('rates.yuan')}
              onChange={(n) => {
                setDrafts((all) => ({ ...all, [r.currency]: n ?? null }));
                setErrors(({ [r.currency]: _e, ...rest }) => rest);
              }}
              onPressEnter={() => changed(r) && submit(r)}
              aria-label={t('rates.rateOf', { currency: r.currency })}
            />
            {err ? <div className="console-field-error">{err}</div> : null}
          </div>
        );
      },
    },
    {
      key: 'countries',
      title: t('rates.countries'),
      render: (_, r) => dash(r.countries.map((id) => nameOf.get(id) ?? id).join(lang === 'en' ? ', ' : '、')),
    },
    {
      key: 'updated',
      title: t('rates.updated'),
      width: 170,
      render: (_, r) => <span className="console-muted">{dash(beijingMinute(r.updatedAt))}</span>,
    },
  ];
  if (admin)
    columns.push({
      key: 'save',
      cardActions: true,
      title: t('countries.actions'),
      width: 190,
      render: (_, r) => (
        <Space size={4}>
          <Button
            type="primary"
            size="small"
            icon={<SaveOutlined />}
            disabled={!changed(r) || (saving !== null && saving !== r.currency)}
            loading={saving === r.currency}
            onClick={() => submit(r)}
          >
            {t('countries.save')}
          </Button>
          {r.currency in drafts ? (
            <Button size="small" type="text" icon={<UndoOutlined />} onClick={() => drop(r.currency)} disabled={saving === r.currency}>
              {t('settings.undo')}
            </Button>
          ) : null}
        </Space>
      ),
    });

  return (
    <section className="console-countries__rates">
      <h2 className="console-section-title">{t('rates.title')}</h2>
      <p className="console-page__sub console-countries__rates-sub">{t('rates.sub', { decimals: RATE_DECIMALS, max: RATE_MAX })}</p>
      {q.isError ? <LoadError error={q.error} retry={() => void q.refetch()} /> : null}
      <ConsoleTable<CurrencyRateItem>
        rowKey="currency"
        columns={columns}
        dataSource={q.data ?? []}
        loading={q.isPending}
        pagination={false}
        scroll={{ x: 760 }}
        size="middle"
        rowClassName={(r) => (changed(r) ? 'console-row--changed' : '')}
        locale={{
          emptyText: q.isPending ? (
            ' '
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q.isError ? t('errors.load') : t('rates.empty')} />
          ),
        }}
      />
    </section>
  );
}

export default function CountrySettingsPage() {
  const { t } = useTranslation('console');
  const lang = getLang();
  const { admin } = useConsoleAccess();
  const q = useCountrySettings();
  const [editing, setEditing] = useState<CountrySettingItem | null>(null);
  const reload = async (countryId: string) => {
    const fresh = (await q.refetch()).data?.find((c) => c.countryId === countryId) ?? null;
    setEditing(fresh);
    return fresh;
  };

  const columns: ConsoleColumns<CountrySettingItem> = [
    {
      key: 'country',
      title: t('countries.country'),
      width: 200,
      render: (_, r) => (
        <Space size={8}>
          <img className="console-countries__flag" src={r.flag} alt="" width={24} height={16} loading="lazy" />
          <span>
            <span className="console-settings__label">{lang === 'en' ? r.enName : r.name}</span>
            <span className="console-muted console-countries__other">{lang === 'en' ? r.name : r.enName}</span>
          </span>
        </Space>
      ),
    },
    {
      key: 'currency',
      title: t('countries.currency'),
      width: 150,
      render: (_, r) => (
        <span>
          <Tag className="console-settings__key">{r.currency}</Tag>
          <span className="console-muted">
            {r.cnyPerUnit == null ? t('rates.unrated') : t('rates.perUnitShort', { rate: r.cnyPerUnit })}
          </span>
        </span>
      ),
    },
    {
      key: 'link',
      title: t('countries.linkRule'),
      width: 120,
      render: (_, r) =>
        r.requiresProfessionalLink ? <Tag color="blue">{t('countries.linkRequired')}</Tag> : <Tag>{t('countries.linkOptional')}</Tag>,
    },
    {
      key: 'open',
      title: t('countries.open'),
      width: 110,
      render: (_, r) => (r.applicationOpen ? <Tag color="success">{t('countries.openYes')}</Tag> : <Tag>{t('countries.openNo')}</Tag>),
    },
    {
      key: 'class',
      title: t('countries.contractClass'),
      width: 110,
      render: (_, r) =>
        r.contractClass ? (
          <Tag color="purple">{t('countries.classLabel', { cls: r.contractClass })}</Tag>
        ) : (
          <Tag color="warning">{t('countries.noClass')}</Tag>
        ),
    },
    {
      key: 'chat',
      title: t('countries.chatUrl'),
      render: (_, r) =>
        r.chatUrl ? (
          <Tooltip title={r.chatUrl}>
            <a className="console-countries__chat" href={r.chatUrl} target="_blank" rel="noopener noreferrer">
              {r.chatUrl}
            </a>
          </Tooltip>
        ) : (
          <span className="console-muted">{t('countries.demoChat')}</span>
        ),
    },
    {
      key: 'updated',
      title: t('countries.updated'),
      width: 190,
      render: (_, r) => (
        // A row nobody has edited carries the install's time and no editor: nothing to show.
        <span className="console-muted">{r.updatedBy ? `${dash(beijingMinute(r.updatedAt))} · ${r.updatedBy}` : dash(null)}</span>
      ),
    },
  ];
  if (admin)
    columns.push({
      key: 'edit',
      cardActions: true,
      title: t('countries.actions'),
      width: 100,
      render: (_, r) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => setEditing(r)}
          aria-label={t('countries.editTitle', { country: lang === 'en' ? r.enName : r.name })}
        >
          {t('countries.edit')}
        </Button>
      ),
    });

  return (
    <div className="console-page">
      <div className="console-page__head">
        <div>
          <h1 className="console-page__title">{t('countries.title')}</h1>
          <p className="console-page__sub">{admin ? t('countries.sub') : t('countries.subReadOnly')}</p>
        </div>
      </div>
      {q.isError ? <LoadError error={q.error} retry={() => void q.refetch()} /> : null}
      <ConsoleTable<CountrySettingItem>
        rowKey="countryId"
        columns={columns}
        dataSource={q.data ?? []}
        loading={q.isPending}
        pagination={false}
        scroll={{ x: 1180 }}
        size="middle"
        locale={{
          emptyText: q.isPending ? (
            ' '
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q.isError ? t('errors.load') : t('countries.empty')} />
          ),
        }}
      />
      <RatesTable admin={admin} />
      {admin ? <EditDrawer country={editing} onClose={() => setEditing(null)} onReload={reload} /> : null}
    </div>
  );
}

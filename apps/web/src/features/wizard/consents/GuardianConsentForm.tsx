// The guardian's consent for a student under 14 (PIPL art. 31): a guardian chosen from the file's
// family members gets a code on their phone; the code entered here records the consent.
import { Alert, Button, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileConsentStatus } from '@portal/shared';
import { isApiError } from '../../../lib/api-client';
import { getLang } from '../../../lib/lang';
import { sendGuardianCode, verifyGuardianCode } from './api';

interface Props {
  status: FileConsentStatus;
  onDone(): void;
  onCancel(): void;
}

export function GuardianConsentForm({ status, onDone, onCancel }: Props) {
  const { t } = useTranslation('file-consents');
  const en = getLang() === 'en';
  const [guardianId, setGuardianId] = useState<number | undefined>(status.guardians[0]?.guardianId);
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const chosen = status.guardians.find((g) => g.guardianId === guardianId);
  const fail = (e: unknown) => setError(isApiError(e) ? e.message : String(e));

  const send = async () => {
    if (!guardianId) return;
    setBusy(true);
    setError(null);
    try {
      await sendGuardianCode({ stuId: status.stuId, guardianId });
      setSentTo(chosen?.phoneMasked ?? '');
      setLeft(60);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const verify = async () => {
    if (!guardianId || !code.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await verifyGuardianCode({ stuId: status.stuId, guardianId, code: code.trim() });
      onDone();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="file-consent" data-testid="guardian-consent">
      <Typography.Paragraph>{t('guardian.intro')}</Typography.Paragraph>
      {status.guardians.length === 0 ? (
        <Alert type="warning" showIcon title={t('guardian.none')} />
      ) : (
        <Form layout="vertical" onFinish={verify}>
          <Form.Item label={t('guardian.choose')}>
            <Select
              value={guardianId}
              onChange={(v: number) => {
                setGuardianId(v);
                setSentTo(null);
              }}
              options={status.guardians.map((g) => ({
                value: g.guardianId,
                label: `${g.name}（${en ? g.relationLabel.en : g.relationLabel.cn}）${g.phoneMasked ?? ''}`,
              }))}
            />
          </Form.Item>
          <Form.Item label={t('guardian.code')} extra={sentTo !== null ? t('guardian.sent', { phone: sentTo }) : undefined}>
            <Space.Compact className="wizard-full">
              <Input
                value={code}
                onChange={(e) => setCode(e.target.value)}
                inputMode="numeric"
                maxLength={8}
                autoComplete="one-time-code"
                placeholder={t('guardian.codePlaceholder')}
              />
              <Button onClick={send} disabled={busy || left > 0 || !guardianId}>
                {left > 0 ? t('guardian.resend', { s: left }) : t('guardian.send')}
              </Button>
            </Space.Compact>
          </Form.Item>
          {error ? <Alert type="error" showIcon title={error} className="file-consent__error" /> : null}
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={busy} disabled={!code.trim() || sentTo === null}>
              {t('guardian.verify')}
            </Button>
            <Button onClick={onCancel}>{t('guardian.cancel')}</Button>
          </Space>
        </Form>
      )}
      {status.guardians.length === 0 ? (
        <Space className="file-consent__actions">
          <Button onClick={onCancel}>{t('guardian.cancel')}</Button>
        </Space>
      ) : null}
    </div>
  );
}

// Where the account is signed in (personal centre, under change password): each device with its
// browser, system, address and last activity; end one of them, or every other one.
import { Button, Card, List, Skeleton, Tag } from 'antd';
import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SessionItem } from '@portal/shared';
import { ErrorState } from '../../../components/ErrorState';
import { dialog, toast } from '../../../lib/feedback';
import { formatDateTime } from '../../../lib/display';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';

const MOBILE_SYSTEMS = new Set(['iOS', 'Android', 'HarmonyOS']);

export function SessionsCard() {
  const { t } = useTranslation(['user', 'common']);
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const name = (v: string) => (v === 'other' ? t('sessions.otherDevice') : v);
  const device = (s: SessionItem) =>
    s.browser === 'other' && s.system === 'other' ? t('sessions.unknownDevice') : `${name(s.browser)} · ${name(s.system)}`;

  const confirmEnd = (s: SessionItem) =>
    dialog.confirm({
      title: s.current ? t('sessions.endCurrentTitle') : t('sessions.endTitle'),
      content: s.current ? t('sessions.endCurrentText') : t('sessions.endText', { device: device(s) }),
      okText: t('common:ok'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        await end.mutateAsync(s.sessionId);
        if (s.current) window.location.assign('/home');
        else toast.success(t('sessions.ended'));
      },
    });

  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <Card
      title={t('sessions.title')}
      className="user-card sessions-card"
      extra={
        others > 0 ? (
          <Button
            size="small"
            loading={endOthers.isPending}
            onClick={() =>
              dialog.confirm({
                title: t('sessions.endOthersTitle'),
                content: t('sessions.endOthersText', { count: others }),
                okText: t('common:ok'),
                cancelText: t('common:cancel'),
                onOk: async () => {
                  await endOthers.mutateAsync();
                  toast.success(t('sessions.ended'));
                },
              })
            }
          >
            {t('sessions.endOthers')}
          </Button>
        ) : null
      }
    >
      <p className="sessions-card__hint">{t('sessions.hint')}</p>
      {sessions.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : sessions.isError ? (
        <ErrorState message={t('sessions.loadFailed')} onRetry={() => void sessions.refetch()} />
      ) : (
        <List
          dataSource={sessions.data}
          rowKey="sessionId"
          renderItem={(s) => (
            <List.Item
              actions={[
                <Button key="end" type="link" danger size="small" onClick={() => confirmEnd(s)}>
                  {s.current ? t('sessions.endCurrent') : t('sessions.end')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={
                  MOBILE_SYSTEMS.has(s.system) ? (
                    <MobileOutlined className="sessions-card__icon" />
                  ) : (
                    <DesktopOutlined className="sessions-card__icon" />
                  )
                }
                title={
                  <span>
                    {device(s)} {s.current ? <Tag color="blue">{t('sessions.current')}</Tag> : null}
                  </span>
                }
                description={
                  <span className="sessions-card__meta">
                    <span>{t('sessions.ip', { ip: s.ip ?? '-' })}</span>
                    <span>{t('sessions.lastActive', { time: formatDateTime(s.lastSeenTime) })}</span>
                    <span>{t('sessions.since', { time: formatDateTime(s.createTime) })}</span>
                  </span>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

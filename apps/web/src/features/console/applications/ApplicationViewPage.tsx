// /console/applications/:stuId: one application as staff work on it. The file read only (the
// sections of /applyDetail, the card's secrets behind the audited reveal, the attachments previewed
// in place), the status panel with the changes open now and the history, and the message threads
// where the counsellor writes and replies; the service contract with its orders and milestones.
import { useState } from 'react';
import { Alert, Breadcrumb, Button, Result, Skeleton, Space } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { CODES, type CardReveal, type StudentDraft } from '@portal/shared';
import { MessagesSection } from '../../../components/messages/MessagesSection';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { dictLabelOf, useDict } from '../../../lib/dict';
import { beijingDate, dash } from '../../../lib/display';
import { toast } from '../../../lib/feedback';
import { idParam } from '../../../lib/id-param';
import { getLang } from '../../../lib/lang';
import { useConsoleAccess } from '../access';
import { consoleKeys, revealCard, useConsoleDetail, useConsoleFile } from '../api/console';
import { AttachmentsPreview } from '../components/AttachmentsPreview';
import { ContractPanel } from '../components/ContractPanel';
import { ConsentsPanel } from '../components/ConsentsPanel';
import { StatusPanel } from '../components/StatusPanel';
import { StatusTag } from '../components/StatusTag';
import { useConsoleParts } from '../parts';

const VIEW_DICTS = ['stuStatus_agent', 'web_clerk_countryName'] as const;

function RevealButton({ stuId, revealed, onReveal }: { stuId: number; revealed: boolean; onReveal: (v: CardReveal | null) => void }) {
  const { t } = useTranslation('console');
  const [busy, setBusy] = useState(false);
  if (revealed)
    return (
      <Button size="small" icon={<EyeInvisibleOutlined />} onClick={() => onReveal(null)}>
        {t('card.hide')}
      </Button>
    );
  return (
    <Button
      size="small"
      icon={<EyeOutlined />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          onReveal(await revealCard(stuId));
        } catch (e) {
          toast.error((e as Error).message || t('card.failed'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('card.reveal')}
    </Button>
  );
}

/** The file with the revealed secrets put in place of the masked ones. */
function withRevealed(draft: StudentDraft, revealed: CardReveal | null): StudentDraft {
  if (!revealed) return draft;
  const o = draft.stuOther ?? {};
  return {
    ...draft,
    stuOther: {
      ...o,
      cardNo: revealed.cardNo ?? o.cardNo,
      cardSafetyCode: revealed.cardSafetyCode ?? o.cardSafetyCode,
      eduPassword: revealed.eduPassword ?? o.eduPassword,
    },
  } as StudentDraft;
}

function NotFound() {
  const { t } = useTranslation('console');
  return (
    <Result
      status="404"
      title={t('view.notFound')}
      extra={
        <Link to={paths.consoleApplications}>
          <Button type="primary">{t('view.back')}</Button>
        </Link>
      }
    />
  );
}

export default function ApplicationViewPage() {
  // The contract and consents panels' texts load with the page's own.
  const { t } = useTranslation(['console', 'contract', 'file-consents']);
  const lang = getLang();
  const params = useParams();
  const stuId = idParam(params.stuId ?? null);
  const location = useLocation();
  const back = (location.state as { from?: string } | null)?.from?.startsWith(paths.consoleApplications)
    ? (location.state as { from: string }).from
    : paths.consoleApplications;
  const crumbs = (name?: string) => (
    <Breadcrumb
      className="console-crumbs"
      items={[{ title: <Link to={back}>{t('queue.title')}</Link> }, { title: name ?? t('view.title') }]}
    />
  );
  if (!stuId)
    return (
      <div className="console-page">
        {crumbs()}
        <NotFound />
      </div>
    );
  return <View stuId={stuId} crumbs={crumbs} lang={lang} />;
}

function View({ stuId, crumbs, lang }: { stuId: number; crumbs: (name?: string) => React.ReactNode; lang: 'cn' | 'en' }) {
  const { t } = useTranslation('console');
  const { FileSections } = useConsoleParts();
  const [openThread, setOpenThread] = useState<number | null>(null);
  const { admin } = useConsoleAccess();
  const qc = useQueryClient();
  const file = useConsoleFile(stuId);
  const detail = useConsoleDetail(stuId);
  const dicts = useDict(VIEW_DICTS);
  const [revealed, setRevealed] = useState<CardReveal | null>(null);
  const stuStatusLabel = (v: string) => dictLabelOf(dicts.data?.stuStatus_agent, v, lang) ?? v;

  const failed = file.error ?? detail.error;
  if (failed && isApiError(failed) && failed.code === CODES.NOT_FOUND)
    return (
      <div className="console-page">
        {crumbs()}
        <NotFound />
      </div>
    );
  if (file.isError || detail.isError)
    return (
      <div className="console-page">
        {crumbs()}
        <Alert
          type="error"
          showIcon
          title={failed?.message || t('errors.load')}
          action={
            <Button size="small" onClick={() => void Promise.all([file.refetch(), detail.refetch()])}>
              {t('errors.retry')}
            </Button>
          }
        />
      </div>
    );
  if (file.isPending || detail.isPending)
    return (
      <div className="console-page" aria-busy="true">
        {crumbs()}
        <div className="console-view">
          <div className="console-view__main">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} active paragraph={{ rows: 4 }} className="console-skeleton" />
            ))}
          </div>
          <div className="console-view__side">
            <Skeleton active paragraph={{ rows: 6 }} className="console-skeleton" />
          </div>
        </div>
      </div>
    );

  const d = file.data;
  const s = detail.data;
  const country = dictLabelOf(dicts.data?.web_clerk_countryName, d.countryId, lang) ?? d.countryName;
  const refresh = () => void qc.invalidateQueries({ queryKey: consoleKeys.all });
  return (
    <div className="console-page">
      {crumbs(s.stuName || d.stuName || undefined)}
      <div className="console-view__head">
        <h1 className="console-page__title">
          {dash(s.stuName || d.stuName)} <span className="console-view__spell">{s.stuSpell || d.stuSpell}</span>
        </h1>
        <Space wrap size={[12, 4]} className="console-view__meta">
          <StatusTag referralStatus={s.referralStatus} stuStatus={s.stuStatus} label={s.statusLabel} />
          {country ? <span>{t('view.country', { v: country })}</span> : null}
          <span>{t('view.owner', { v: s.ownerName })}</span>
          {d.createDate ? <span>{t('view.created', { v: beijingDate(d.createDate) })}</span> : null}
        </Space>
      </div>
      <div className="console-view">
        <aside className="console-view__side" aria-label={t('status.title')}>
          <StatusPanel stuId={stuId} detail={s} stuStatusLabel={stuStatusLabel} />
          <ContractPanel stuId={stuId} contract={s.contract} admin={admin} />
          <ConsentsPanel stuId={stuId} />
        </aside>
        <div className="console-view__main">
          <MessagesSection
            id="messages"
            stuId={stuId}
            side="staff"
            threads={d.leaveMsgList}
            openThreadId={openThread}
            onSent={(threadId) => {
              if (threadId) setOpenThread(threadId);
              refresh();
            }}
            // An opened thread is read: its marks go, and the queue counts it no more.
            onRead={refresh}
          />
          <FileSections
            draft={withRevealed(d, revealed)}
            skip={['attachments']}
            cardExtra={<RevealButton stuId={stuId} revealed={!!revealed} onReveal={setRevealed} />}
          />
          <AttachmentsPreview draft={d} id="attachments" />
        </div>
      </div>
    </div>
  );
}

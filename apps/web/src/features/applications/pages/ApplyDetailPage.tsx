// /applyDetail?id=&comment= (spec 001 section 2 'Application detail'): the student file read only,
// one section per wizard step, with 'edit' while the application can still be changed
// (referralStatus 0, 1 or 3), the contract's milestones when the file has a signed contract, and
// the messages section at the bottom (?comment=1 scrolls to it).
import { Suspense, useEffect } from 'react';
import { Breadcrumb, Button, Skeleton, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths, userCenterPath } from '../../../config/paths';
import { useMyContracts } from '../../../components/contract/api';
import { Milestones } from '../../../components/contract/Milestones';
import { useIsMobile } from '../../../lib/device';
import { ErrorState, EmptyState } from '../../../components/ErrorState';
import { MessagesSection } from '../../../components/messages/MessagesSection';
import { REFERRAL } from '@portal/shared';
import { dictLabelOf } from '../../../lib/dict';
import { beijingDate, dash } from '../../../lib/display';
import { idParam } from '../../../lib/id-param';
import { getLang } from '../../../lib/lang';
import { useApplyDicts, useStudentInfo, useThreadRead } from '../api/applications';
import {
  ApplyInfoSection,
  AttachmentsSection,
  BasicInfoSection,
  CardSection,
  EducationSection,
  GuardianSection,
  KinsfolkSection,
  LanguageSection,
  OtherInfoSection,
  ReferrerSection,
  WorkSection,
} from '../components/sections';
import { NextStepLine, ProgressLine, ReturnedNote } from '../components/StatusParts';
import { appParts } from '../../../lib/parts';
import { canEdit, editPath, statusColor, statusLabel } from '../status';
import '../../../components/detail-ui.css';
import '../applications.css';

/** The file's contract, when it has one: its service milestones and the way to the contract. */
function ContractPanel({ stuId }: { stuId: number }) {
  const { t } = useTranslation('contract');
  const mobile = useIsMobile();
  const contracts = useMyContracts();
  const c = contracts.data?.find((x) => x.stuId === stuId);
  if (!c) return null;
  return (
    <section className="dpanel" id="contract">
      <div className="dpanel__head">
        <h2 className="dpanel__title">{t('info.defaultName')}</h2>
        <Link to={mobile ? paths.contractInfo : userCenterPath('2')}>{t('sign.viewContract')}</Link>
      </div>
      <p className="apply-contract__line">
        {t('info.contractNum')}: {c.contractNum} ·{' '}
        {c.isSignContract === '3' ? t('status.ended') : c.isSignContract === '2' ? t('status.paid') : t('status.unpaid')}
      </p>
      <Milestones milestones={c.milestones} />
    </section>
  );
}

export default function ApplyDetailPage() {
  const { t } = useTranslation(['apply', 'contract']);
  const navigate = useNavigate();
  const lang = getLang();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const info = useStudentInfo(id);
  const dicts = useApplyDicts();
  const onThreadRead = useThreadRead(id);
  const CorrectionRequest = appParts()?.CorrectionRequest;

  // ?comment=1 (a notice's link, the mail's link): once the file is drawn, scroll to the messages.
  // Again for every navigation to such a link (location.key), not on refetches.
  const { key: visit } = useLocation();
  const toComment = params.has('comment');
  const loaded = info.isSuccess;
  useEffect(() => {
    if (!toComment || !loaded) return;
    const frame = requestAnimationFrame(() => document.getElementById('messages')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [toComment, loaded, visit]);

  let body;
  if (!id) body = <EmptyState message={t('detail.badId')} />;
  else if (info.isPending)
    body = (
      <div className="ro-stack" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="dpanel">
            <Skeleton active paragraph={{ rows: 4 }} />
          </div>
        ))}
      </div>
    );
  else if (info.isError) body = <ErrorState message={info.error.message || undefined} onRetry={() => info.refetch()} />;
  else {
    const d = info.data;
    const status = statusLabel(d, (v) => dictLabelOf(dicts.data?.stuStatus_agent, v, lang));
    const statusText = 'key' in status ? t(status.key) : status.text;
    const country = dictLabelOf(dicts.data?.web_clerk_countryName, d.countryId, lang) ?? d.countryName;
    const returned = d.referralStatus === REFERRAL.returned;
    const edit = canEdit(d.referralStatus) ? (
      <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(editPath(d.stuId || d.id))}>
        {returned ? t('returned.edit') : t('detail.edit')}
      </Button>
    ) : null;
    body = (
      <>
        <div className="apply-head">
          <div className="apply-head__main">
            <h1 className="apply-head__name">
              {dash(d.stuName)} <span className="apply-head__spell">{d.stuSpell}</span>
            </h1>
            <div className="apply-head__meta">
              <Tag color={statusColor(d.referralStatus)}>{statusText}</Tag>
              {country ? <span>{t('detail.country', { v: country })}</span> : null}
              {d.createDate ? <span>{t('detail.created', { v: beijingDate(d.createDate) })}</span> : null}
            </div>
            <NextStepLine next={d.nextStep} />
          </div>
          {returned ? null : edit}
          {CorrectionRequest && (d.referralStatus === REFERRAL.submitted || d.referralStatus === REFERRAL.transferred) ? (
            <Suspense fallback={null}>
              <CorrectionRequest
                stuId={d.stuId || d.id}
                transferred={d.referralStatus === REFERRAL.transferred}
                onSent={() => void info.refetch()}
              />
            </Suspense>
          ) : null}
          <div className="apply-head__progress">
            <ProgressLine referralStatus={d.referralStatus} stuStatus={d.stuStatus} label={statusText} />
          </div>
        </div>
        {returned ? <ReturnedNote reason={d.returnReason} action={edit} /> : null}
        <div className="ro-stack">
          {d.isSignContract && d.isSignContract !== '0' ? <ContractPanel stuId={d.stuId || d.id} /> : null}
          <BasicInfoSection draft={d} id="basic" />
          <ApplyInfoSection draft={d} id="apply" />
          <EducationSection draft={d} id="education" />
          <WorkSection draft={d} id="work" />
          <LanguageSection draft={d} id="language" />
          <ReferrerSection draft={d} id="referrer" />
          <GuardianSection draft={d} id="guardian" />
          <CardSection draft={d} id="card" />
          <KinsfolkSection draft={d} id="kinsfolk" />
          <OtherInfoSection draft={d} id="other" />
          <AttachmentsSection draft={d} id="attachments" />
          <MessagesSection
            stuId={d.stuId || d.id}
            threads={d.leaveMsgList ?? []}
            onSent={() => void info.refetch()}
            onRead={onThreadRead}
          />
        </div>
      </>
    );
  }

  return (
    <div className="container dpage apply-detail">
      <Breadcrumb
        className="dpage__crumbs"
        items={[{ title: <Link to={paths.myApply}>{t('detail.back')}</Link> }, { title: t('detail.title') }]}
      />
      {body}
    </div>
  );
}

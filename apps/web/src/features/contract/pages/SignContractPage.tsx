// /signContract (spec 001 sections 2, 4 and 5; desktop and mobile): the service agreement of the
// file waiting for a signature (or of ?stuId=), the student's signature pad (and, for a student
// under 18, the guardian's, with the guardian chosen from the file), re-sign, back and submit.
// Submit uploads the drawn PNG(s), signs (sign/contract), then opens the fee dialog when the answer
// names an order, else goes to /myApply. A signed agreement shows its signature with 'sign again'
// (not once paid); no agreement waiting → an empty state leading to /myApply.
import { useRef, useState } from 'react';
import { Alert, Button, Select, Skeleton, Tag } from 'antd';
import { ClearOutlined, EditOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { paths } from '../../../config/paths';
import { useIsMobile } from '../../../lib/device';
import { dictLabelOf, useDict } from '../../../lib/dict';
import { toast } from '../../../lib/feedback';
import { getLang } from '../../../lib/lang';
import { signContract, uploadSignature, usePinnedAgreement, type SignAgreement, type SignBody } from '../api/contract';
import { AgreementText } from '../components/AgreementText';
import { PaidNotice } from '../components/PaidNotice';
import { PayFlow } from '../components/PayFlow';
import type { PayOrder } from '../components/PayPanel';
import { SignatureField, type SignatureHandle } from '../components/SignatureField';
import { contractsPathFor } from '../links';
import '../../../components/detail-ui.css';
import '../../../components/contract/contract.css';
import '../contract.css';

const RELATION_DICT = ['contact_relation'] as const;

function Frame({ children }: { children: React.ReactNode }) {
  const mobile = useIsMobile();
  return <div className={mobile ? 'm-page sign-page sign-page--mobile' : 'container dpage sign-page'}>{children}</div>;
}

export default function SignContractPage() {
  const { t } = useTranslation('contract');
  const { q } = usePinnedAgreement();
  let body;
  if (q.isPending)
    body = (
      <div className="dpanel" aria-busy="true">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  else if (q.isError)
    body = (
      <ErrorState
        message={q.error.message || undefined}
        onRetry={() => q.refetch()}
        back={{ to: paths.myApply, label: t('empty.toMyApply') }}
      />
    );
  else if (!q.data)
    body = (
      <div className="dpanel sign-empty" data-testid="sign-empty">
        <p>{t('empty.none')}</p>
        <Link to={paths.myApply}>
          <Button type="primary">{t('empty.toMyApply')}</Button>
        </Link>
      </div>
    );
  else body = <Agreement key={q.data.stuId} a={q.data} />;
  return <Frame>{body}</Frame>;
}

function Agreement({ a }: { a: SignAgreement }) {
  const { t } = useTranslation('contract');
  const mobile = useIsMobile();
  const lang = getLang();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const relations = useDict(RELATION_DICT, { enabled: a.isMinor });
  const student = useRef<SignatureHandle>(null);
  const guardian = useRef<SignatureHandle>(null);
  const [resigning, setResigning] = useState(false);
  const [guardianIndex, setGuardianIndex] = useState<number | undefined>(a.guardians.length === 1 ? a.guardians[0].index : undefined);
  const [errors, setErrors] = useState<{ student?: boolean; guardian?: boolean; pick?: boolean }>({});
  const [submitting, setSubmitting] = useState(false);
  const [order, setOrder] = useState<PayOrder | null>(null);
  const lastSign = useRef<SignBody | null>(null);

  const paid = a.paid || a.isSignContract === '2';
  const signed = a.isSignContract !== '0';
  const showPads = !paid && (!signed || resigning);
  const noGuardian = a.isMinor && a.guardians.length === 0;
  const contractsPath = contractsPathFor(mobile);

  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['contract'] });
    void qc.invalidateQueries({ queryKey: ['applications'] });
  };

  /** Sign with the uploaded signature(s); answers the order to pay, or null (none: /myApply). */
  const sign = async (body: SignBody): Promise<PayOrder | null | 'failed'> => {
    try {
      const ans = await signContract(body);
      lastSign.current = body;
      refresh();
      return ans.orderNo ? { stuId: ans.stuId, orderNo: ans.orderNo, orderNoAs: ans.orderNoAs, amount: a.amount } : null;
    } catch {
      // The API client has shown the server's message.
      return 'failed';
    }
  };

  const submit = async () => {
    const next: typeof errors = {};
    if (student.current?.isEmpty() ?? true) next.student = true;
    if (a.isMinor) {
      if (guardianIndex === undefined) next.pick = true;
      if (guardian.current?.isEmpty() ?? true) next.guardian = true;
    }
    setErrors(next);
    if (next.student || next.guardian) {
      toast.warning(t('sign.required'));
      return;
    }
    if (next.pick) {
      toast.warning(t('sign.guardianRequired'));
      return;
    }
    setSubmitting(true);
    try {
      let body: SignBody;
      try {
        const signRoute = await uploadSignature(await student.current!.toPng(), 'signature.png');
        body = { stuId: a.stuId, signRoute };
        if (a.isMinor) {
          body.guardianSignRoute = await uploadSignature(await guardian.current!.toPng(), 'guardian-signature.png');
          body.guardianIndex = guardianIndex;
        }
      } catch {
        // The API client has said why (or the picture could not be made).
        return;
      }
      const result = await sign(body);
      if (result === 'failed') return;
      toast.success(t('sign.done'));
      setResigning(false);
      if (result) setOrder(result);
      else navigate(paths.myApply);
    } finally {
      setSubmitting(false);
    }
  };

  const resubmit = async () => {
    if (!lastSign.current) {
      // Signed in an earlier visit: sign again here for new orders.
      setOrder(null);
      setResigning(true);
      return null;
    }
    const result = await sign(lastSign.current);
    if (result && result !== 'failed') {
      setOrder(result);
      return result;
    }
    return null;
  };

  const clear = () => {
    student.current?.clear();
    guardian.current?.clear();
    setErrors({});
  };

  const relationLabel = (v: string) => dictLabelOf(relations.data?.contact_relation, v, lang) ?? v;
  const statusTag = paid ? (
    <Tag color="success">{t('status.paid')}</Tag>
  ) : signed ? (
    <Tag color="processing">{t('status.signed')}</Tag>
  ) : (
    <Tag color="warning">{t('status.waiting')}</Tag>
  );

  return (
    <>
      <div className="dpanel sign-panel">
        <header className="sign-head">
          <h1 className="sign-head__title">{a.title || t('sign.title')}</h1>
          {statusTag}
        </header>
        {/* Paid: said first, the agreement below for reading. */}
        {paid ? <PaidNotice className="sign-paid" mobile={mobile} contractsPath={contractsPath} /> : null}
        <AgreementText a={a} />
      </div>

      <div className="dpanel sign-panel" id="signature">
        <h2 className="dpanel__title">{t('sign.signature')}</h2>
        {signed && !showPads ? (
          <div className="sign-images">
            {a.signRoute ? (
              <figure className="sign-image">
                <img src={a.signRoute} alt={t('sign.studentImage')} data-testid="signed-image" />
                <figcaption>{t('sign.studentPad')}</figcaption>
              </figure>
            ) : null}
            {a.guardianSignRoute ? (
              <figure className="sign-image">
                <img src={a.guardianSignRoute} alt={t('sign.guardianImage')} />
                <figcaption>{t('sign.guardianPad')}</figcaption>
              </figure>
            ) : null}
          </div>
        ) : null}
        {showPads ? (
          <>
            {noGuardian ? (
              <Alert
                type="warning"
                showIcon
                title={t('sign.noGuardian')}
                action={
                  <Link to={`${paths.studentInfo}?id=${a.stuId}&activeStep=7`}>
                    <Button size="small">{t('sign.addGuardian')}</Button>
                  </Link>
                }
              />
            ) : null}
            {a.isMinor ? <p className="sign-note">{t('sign.minorNote')}</p> : null}
            <div className={a.isMinor ? 'sign-pads sign-pads--two' : 'sign-pads'}>
              <div className="sign-pad-block">
                <label className="sign-pad-block__label">{t('sign.studentPad')}</label>
                <SignatureField
                  ref={student}
                  testId="pad-student"
                  label={t('sign.studentPad')}
                  placeholder={t('sign.padHint')}
                  invalid={errors.student}
                  onChange={(empty) => !empty && setErrors((e) => ({ ...e, student: false }))}
                />
                {errors.student ? (
                  <div className="sign-error" role="alert">
                    {t('sign.required')}
                  </div>
                ) : null}
              </div>
              {a.isMinor ? (
                <div className="sign-pad-block">
                  <label className="sign-pad-block__label" htmlFor="guardian-pick">
                    {t('sign.guardianPad')}
                  </label>
                  <Select
                    id="guardian-pick"
                    className="sign-guardian-pick"
                    placeholder={t('sign.guardianPick')}
                    value={guardianIndex}
                    status={errors.pick ? 'error' : undefined}
                    onChange={(v: number) => {
                      setGuardianIndex(v);
                      setErrors((e) => ({ ...e, pick: false }));
                    }}
                    options={a.guardians.map((g) => ({
                      value: g.index,
                      label: `${g.contactName}${g.contactRelation ? ` (${relationLabel(g.contactRelation)})` : ''}`,
                    }))}
                    disabled={noGuardian}
                  />
                  <SignatureField
                    ref={guardian}
                    testId="pad-guardian"
                    label={t('sign.guardianPad')}
                    placeholder={t('sign.padHint')}
                    invalid={errors.guardian}
                    onChange={(empty) => !empty && setErrors((e) => ({ ...e, guardian: false }))}
                  />
                  {errors.guardian || errors.pick ? (
                    <div className="sign-error" role="alert">
                      {errors.pick ? t('sign.guardianRequired') : t('sign.required')}
                    </div>
                  ) : null}
                </div>
              ) : null}
            </div>
          </>
        ) : null}
        <div className="sign-actions">
          <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.myApply))}>{t('sign.back')}</Button>
          {showPads ? (
            <>
              <Button icon={<ClearOutlined />} onClick={clear}>
                {t('sign.clear')}
              </Button>
              <Button type="primary" loading={submitting} disabled={noGuardian} onClick={() => void submit()} data-testid="sign-submit">
                {t('sign.submit')}
              </Button>
            </>
          ) : null}
          {signed && !paid && !showPads ? (
            <>
              <Button
                icon={<EditOutlined />}
                onClick={() => {
                  setResigning(true);
                  setErrors({});
                }}
              >
                {t('sign.again')}
              </Button>
              {a.orderNo ? (
                <Button
                  type="primary"
                  icon={<QrcodeOutlined />}
                  onClick={() => setOrder({ stuId: a.stuId, orderNo: a.orderNo!, orderNoAs: a.orderNoAs, amount: a.amount })}
                >
                  {t('sign.pay')}
                </Button>
              ) : null}
            </>
          ) : null}
          {signed && resigning && !paid ? <Button onClick={() => setResigning(false)}>{t('sign.cancelAgain')}</Button> : null}
        </div>
      </div>
      <PayFlow order={order} mobile={mobile} onClose={() => setOrder(null)} resubmit={resubmit} contractsPath={contractsPath} />
    </>
  );
}

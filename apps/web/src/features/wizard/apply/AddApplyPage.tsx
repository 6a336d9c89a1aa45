// /addApply (spec 001 section 2 'Add-application page'): add schools and courses to an existing
// (usually submitted) student. The stored schools are shown read-only with how many may still be
// added; the new ones use the step-2 editor, pre-filled with the university carried from apply-now.
import { Alert, Button, Form, Modal, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  MAX_SCHOOLS,
  WIZARD_DICT,
  applyInfoSchema,
  translateMessage,
  type ApplyItem,
  type CountTip,
  type StudentDraft,
} from '@portal/shared';
import { ErrorState } from '../../../components/ErrorState';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useIsMobile } from '../../../lib/device';
import { dictLabelOf, useDict } from '../../../lib/dict';
import { toast } from '../../../lib/feedback';
import { idParam } from '../../../lib/id-param';
import { uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { clearSessionLocal } from '../../../lib/session';
import { fetchStudentInfo } from '../api/student';
import { collectWithSchema, showFieldErrors } from '../collect';
import { serverErrorsOf, splitServerErrors } from '../field-errors';
import { WizardModalContext, showRefusal } from '../modal-context';
import { saveFailure } from '../save-codes';
import { agentAddApply, applyCountTip, useCourseTypeDictName } from './api';
import { ApplyEditor } from './ApplyEditor';
import { addApplyPayload, addApplyStart, linkRequired, safeHref, type EntryForm } from './entries';
import { COUNTRY_DICT } from '../steps/basic-fields';
import '../wizard.css';
import './apply.css';

const COURSE_AGE_DICT = WIZARD_DICT.courseAge;

function SavedSchools({ list, countryId }: { list: ApplyItem[]; countryId: string | null }) {
  const { t } = useTranslation('wizard');
  const lang = getLang();
  const typeName = useCourseTypeDictName(countryId);
  const dict = useDict([COURSE_AGE_DICT, ...(typeName.data ? [typeName.data] : [])], { enabled: !typeName.isPending });
  if (list.length === 0) return <p className="muted">{t('apply.add.noneSaved')}</p>;
  return (
    <ul className="apply-saved">
      {list.map((a) => {
        const logo = safeHref(a.uniLogo);
        const names = uniNames(a, lang);
        return (
          <li key={a.applyId ?? a.uniId} className="apply-saved__item">
            <div className="apply-school__name">
              {logo ? (
                <img src={logo} alt="" width={36} height={36} className="apply-school__logo" />
              ) : (
                <span className="apply-school__logo apply-school__logo--empty" aria-hidden="true" />
              )}
              <div>
                <div className="apply-school__title">{names.name}</div>
                {names.other ? <div className="muted apply-school__en">{names.other}</div> : null}
              </div>
            </div>
            <ul className="apply-saved__courses">
              {(a.courseList ?? []).map((c, i) => (
                <li key={c.courseId ?? i}>
                  <span className="apply-saved__course">{c.courseName}</span>
                  <span className="muted">
                    {[
                      typeName.data ? dictLabelOf(dict.data?.[typeName.data], c.courseType, lang) : undefined,
                      dictLabelOf(dict.data?.[COURSE_AGE_DICT], c.courseAge, lang),
                      c.beginDate ? t('apply.add.starts', { date: c.beginDate.slice(0, 7) }) : undefined,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

function AddApplyForm({ draft, count, reload }: { draft: StudentDraft; count: CountTip | undefined; reload(): Promise<void> }) {
  const { t } = useTranslation('wizard');
  const lang = getLang();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [modal, holder] = Modal.useModal();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const countryDict = useDict([COUNTRY_DICT]);
  const initial = useMemo(() => ({ agentApplyList: addApplyStart(draft) }), []); // eslint-disable-line react-hooks/exhaustive-deps -- the form starts once; a reload keeps what was typed
  const saved = useMemo(() => draft.agentApplyList ?? [], [draft.agentApplyList]);
  const storedCount = count?.applyCount ?? saved.length;
  const remaining = count?.remaining ?? Math.max(0, MAX_SCHOOLS - storedCount);
  const stored = useMemo(() => new Set<number>(), []);
  const taken = useMemo(() => saved.map((a) => a.uniId), [saved]);
  const touch = useCallback(() => undefined, []);
  const needsLink = linkRequired(draft.countryId, draft);

  const submit = async () => {
    // The new schools as sent, checked as the apply step checks them (countryId is the file's).
    const got = await collectWithSchema(form, applyInfoSchema({ requiresProfessionalLink: needsLink }), (raw) =>
      addApplyPayload(draft, (raw.agentApplyList ?? []) as EntryForm[]),
    );
    if (!got) return;
    setSaving(true);
    try {
      await agentAddApply(got.values);
      toast.success(t('apply.add.success'));
      navigate(paths.myApply);
    } catch (e) {
      if (!isApiError(e)) {
        toast.error(String(e));
        return;
      }
      switch (saveFailure(e.code, e.kind)) {
        case 'duplicate':
          // In add-apply the confirm only closes (spec 001 section 8).
          modal.confirm({ title: t('tips'), content: e.message, okText: t('ok'), cancelText: t('cancel') });
          break;
        case 'tip':
          showRefusal(modal, t('tips'), e);
          break;
        case 'invalid': {
          const errors = serverErrorsOf(e.data);
          const { fields, other } = splitServerErrors(2, errors, lang, ['agentApplyList']);
          showFieldErrors(form, fields);
          if (errors.length === 0) toast.error(e.message);
          other.forEach((m) => toast.error(m));
          break;
        }
        case 'stale':
          // Someone changed the file: load it again; the new schools typed here stay on the form.
          await reload();
          toast.warning(t('apply.add.reloaded'));
          break;
        case 'session':
          modal.warning({
            title: t('tips'),
            content: e.message,
            okText: t('ok'),
            onOk: () => {
              clearSessionLocal();
              window.location.reload();
            },
          });
          break;
        default:
          toast.error(e.message);
      }
    } finally {
      setSaving(false);
    }
  };

  // The stored name is Chinese: the dictionary gives the label of the interface language.
  const countryName = dictLabelOf(countryDict.data?.[COUNTRY_DICT], draft.countryId, lang) ?? draft.countryName ?? '';
  return (
    <WizardModalContext.Provider value={modal}>
      {holder}
      <div className={mobile ? 'container wizard-page apply-page apply-page--mobile' : 'container wizard-page apply-page'}>
        <h1 className="wizard-title">{t('apply.add.title')}</h1>
        <section className="wizard-main apply-page__block" aria-labelledby="apply-student">
          <h2 id="apply-student" className="apply-page__h2">
            {t('apply.add.student')}
          </h2>
          <dl className="apply-page__facts">
            <div>
              <dt>{t('apply.add.name')}</dt>
              <dd>
                {draft.stuName} {draft.stuSpell ? <span className="muted">({draft.stuSpell})</span> : null}
              </dd>
            </div>
            <div>
              <dt>{t('apply.country')}</dt>
              <dd>{countryName || '-'}</dd>
            </div>
          </dl>
          <h3 className="apply-page__h3">{t('apply.add.saved', { n: storedCount })}</h3>
          <SavedSchools list={saved} countryId={draft.countryId} />
        </section>
        <section className="wizard-main apply-page__block" aria-labelledby="apply-new">
          <h2 id="apply-new" className="apply-page__h2">
            {t('apply.add.newSchools')}
          </h2>
          {remaining <= 0 ? (
            <Alert type="warning" showIcon title={count?.tipMsg || translateMessage('fiveSchools', lang)} />
          ) : (
            <>
              <Alert
                className="apply-page__count"
                type="info"
                showIcon
                title={t('apply.add.remaining', { n: storedCount, left: remaining })}
              />
              <Form
                form={form}
                layout="vertical"
                className="wizard-form"
                initialValues={initial}
                disabled={saving}
                requiredMark
                scrollToFirstError
                validateTrigger="onBlur"
              >
                <ApplyEditor
                  form={form}
                  countryId={draft.countryId}
                  stuId={draft.stuId}
                  linkRequired={needsLink}
                  stored={stored}
                  alsoStored={storedCount}
                  takenUniIds={taken}
                  disabled={saving}
                  touch={touch}
                />
              </Form>
            </>
          )}
          <footer className="wizard-actions">
            <Button onClick={() => navigate(paths.myApply)} disabled={saving}>
              {t('apply.add.back')}
            </Button>
            {remaining > 0 ? (
              <Button type="primary" loading={saving} onClick={() => void submit()}>
                {t('apply.add.submit')}
              </Button>
            ) : null}
          </footer>
        </section>
      </div>
    </WizardModalContext.Provider>
  );
}

export default function AddApplyPage() {
  const { t } = useTranslation('wizard');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const carryUniId = idParam(params.get('carryUniId')) ?? null;
  const carryMajorId = idParam(params.get('carryMajorId')) ?? null;
  const info = useQuery({
    queryKey: ['wizard', 'addApply', id ?? 0, carryUniId, carryMajorId],
    queryFn: ({ signal }) => fetchStudentInfo({ id: id!, carryUniId, carryMajorId }, signal),
    enabled: !!id,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const count = useQuery({
    queryKey: ['wizard', 'applyCount', id ?? 0],
    queryFn: () => applyCountTip(id!),
    enabled: !!id,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const reload = useCallback(async () => {
    await Promise.all([info.refetch(), count.refetch()]);
  }, [info, count]);

  if (!id)
    return (
      <div className="container wizard-page">
        <ErrorState message={t('apply.add.noStudent')} />
      </div>
    );
  if (info.isPending || count.isPending)
    return (
      <div className="container wizard-page" aria-busy="true">
        <div className="wizard-main">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      </div>
    );
  if (info.isError)
    return (
      <div className="container wizard-page">
        <ErrorState message={isApiError(info.error) ? info.error.message : undefined} onRetry={() => void info.refetch()} />
      </div>
    );
  // The count is a hint: without it the stored list gives the numbers.
  return <AddApplyForm key={id} draft={info.data} count={count.data} reload={reload} />;
}

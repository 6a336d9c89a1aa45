// One chosen school: the picker with the pick rules (spec 001 section 4), the special-school forms
// and upload, and its courses.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { msgKey, translateMessage, type FileRecord } from '@portal/shared';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback';
import { uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { useWizardModal } from '../modal-context';
import { checkUniTypeTip } from './api';
import { CourseCard } from './CourseCard';
import { useEditor } from './editor-context';
import {
  blankCourse,
  copyForCollegePath,
  courseDeleteAction,
  isSavedEntry,
  pickPlan,
  safeHref,
  typeCheckIds,
  withUni,
  type EntryForm,
  type UniOption,
} from './entries';
import { SchoolPicker } from './SchoolPicker';
import { ApplyFormsList, NetFilesUpload } from './SpecialForms';

interface Props {
  index: number;
  canDelete: boolean;
  onDelete(): void;
}

export function SchoolCard({ index, canDelete, onDelete }: Props) {
  const { t } = useTranslation('wizard');
  const lang = getLang();
  const ed = useEditor();
  const modal = useWizardModal();
  const navigate = useNavigate();
  const entry = (Form.useWatch(['agentApplyList', index], { form: ed.form, preserve: true }) ??
    ed.form.getFieldValue(['agentApplyList', index])) as EntryForm | undefined;
  const saved = !!entry && isSavedEntry(entry, ed.stored);
  const names = entry?.uniId ? uniNames(entry, lang) : { name: '', other: null };
  const name = names.name;
  const logo = safeHref(entry?.uniLogo);

  const setEntry = (next: EntryForm) => {
    ed.form.setFieldValue(['agentApplyList', index], next);
    ed.touch();
    void ed.form.validateFields([['agentApplyList', index, 'uniId']]).catch(() => undefined);
  };

  // A refused pick keeps what the card had (for a new card: nothing), so the choice is cleared.
  const onPick = async (uniId: number, listed: UniOption[]) => {
    const entries = (ed.form.getFieldValue('agentApplyList') ?? []) as EntryForm[];
    const current = entries[index];
    if (!current || current.uniId === uniId) return;
    const others = [...entries.filter((_, j) => j !== index).map((e) => e.uniId), ...ed.takenUniIds];
    const plan = pickPlan(uniId, listed, others);
    if (plan.kind === 'invalid') {
      modal.error({ title: t('tips'), content: translateMessage('schoolInvalid', lang), okText: t('ok') });
      return;
    }
    if (plan.kind === 'noStipend') {
      modal.warning({ title: t('tips'), content: translateMessage('noStipend', lang), okText: t('ok') });
      return;
    }
    if (plan.kind === 'twice') {
      toast.warning(translateMessage('schoolTwice', lang));
      return;
    }
    const uni = listed.find((u) => u.uniId === uniId)!;
    if (plan.checkType && ed.countryId) {
      let answer: string;
      try {
        answer = await checkUniTypeTip({ countryId: ed.countryId, uniIdList: typeCheckIds(entries, uniId, index), stuId: ed.stuId });
      } catch (e) {
        toast.error(isApiError(e) ? e.message : String(e));
        return;
      }
      if (String(answer) === '1') {
        if (ed.stuId > 0)
          modal.confirm({
            title: t('tips'),
            content: t('apply.collegeCopy'),
            okText: t('ok'),
            cancelText: t('cancel'),
            onOk: () => navigate(copyForCollegePath(ed.stuId, uniId)),
          });
        // Without a stored student there is nothing to copy yet: the rule alone is said.
        else modal.error({ title: t('tips'), content: translateMessage('uniTypeMix', lang), okText: t('ok') });
        return;
      }
    }
    if (plan.special) {
      modal.confirm({
        title: t('apply.specialTitle'),
        width: 560,
        content: (
          <div className="apply-special-dialog">
            <p>{t('apply.specialText', { name: uniNames(uni, lang).name })}</p>
            <ApplyFormsList uniId={uni.uniId} uniEnName={uni.uniEnName} />
          </div>
        ),
        okText: t('apply.specialOk'),
        cancelText: t('cancel'),
        onOk: () => setEntry(withUni(current, uni)),
      });
      return;
    }
    setEntry(withUni(current, uni));
  };

  const special = entry?.isSpecial === '1' && !!entry.uniId;

  return (
    <article className="apply-school" aria-label={name || t('apply.schoolN', { n: index + 1 })}>
      <header className="apply-school__head">
        <div className="apply-school__name">
          {logo ? (
            <img src={logo} alt="" width={36} height={36} className="apply-school__logo" />
          ) : (
            <span className="apply-school__logo apply-school__logo--empty" aria-hidden="true" />
          )}
          <div>
            <div className="apply-school__title">{name || t('apply.schoolN', { n: index + 1 })}</div>
            {names.other ? <div className="muted apply-school__en">{names.other}</div> : null}
          </div>
          {saved ? <span className="apply-tag">{t('apply.savedTag')}</span> : null}
        </div>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={!canDelete || ed.disabled}
          onClick={onDelete}
          aria-label={t('apply.deleteSchool')}
        >
          {ed.mobile ? null : t('apply.deleteSchool')}
        </Button>
      </header>
      <Form.Item
        name={[index, 'uniId']}
        label={t('apply.school')}
        required
        rules={[
          { validator: (_r, v) => (v ? Promise.resolve() : Promise.reject(new Error(translateMessage(msgKey('requiredSelect'), lang)))) },
        ]}
      >
        <SchoolPicker countryId={ed.countryId} label={name} disabled={ed.disabled} onPick={(id, list) => void onPick(id, list)} />
      </Form.Item>
      {special ? (
        <div className="apply-special">
          <p className="apply-special__text">{t('apply.specialHint')}</p>
          <ApplyFormsList uniId={entry.uniId!} uniEnName={entry.uniEnName} />
          <Form.Item
            name={[index, 'netApplyFile']}
            label={t('apply.netApplyFile')}
            required
            // An upload is a change, not a blur: the 'please upload' message goes as soon as a file is in.
            validateTrigger={['onChange', 'onBlur']}
            rules={[
              {
                validator: (_r, v: FileRecord[] | undefined) =>
                  v?.length ? Promise.resolve() : Promise.reject(new Error(translateMessage(msgKey('requiredUpload'), lang))),
              },
            ]}
          >
            <NetFilesUpload disabled={ed.disabled} />
          </Form.Item>
        </div>
      ) : null}
      <Form.List name={[index, 'courseList']}>
        {(fields, { add, remove }) => (
          <div className="apply-courses">
            {fields.map((f, j) => {
              const course = entry?.courseList?.[j] ?? blankCourse();
              const action = courseDeleteAction(fields.length, course, saved);
              const del = () => {
                if (action === 'refuse') return;
                const go = () => {
                  remove(f.name);
                  ed.touch();
                };
                if (action === 'remove') go();
                else
                  modal.confirm({
                    title: t('tips'),
                    content: t('apply.deleteCourseConfirm'),
                    okText: t('ok'),
                    cancelText: t('cancel'),
                    onOk: go,
                  });
              };
              return (
                <CourseCard
                  key={f.key}
                  school={index}
                  course={f.name}
                  uniId={entry?.uniId ?? null}
                  canDelete={action !== 'refuse'}
                  onDelete={del}
                />
              );
            })}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={ed.disabled}
              onClick={() => {
                add(blankCourse());
                ed.touch();
              }}
              className="apply-add-course"
            >
              {t('apply.addCourse')}
            </Button>
          </div>
        )}
      </Form.List>
    </article>
  );
}

// One course of a school (spec 001 sections 3 and 5): name with suggestions of the school's
// programmes, type, duration, start month, language course start, course link, campus, choice order.
import { DeleteOutlined } from '@ant-design/icons';
import { AutoComplete, Button, DatePicker, Form, Input, Select, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { courseSchema, msgKey, translateMessage, type CourseSuggestion } from '@portal/shared';
import { toast } from '../../../lib/feedback';
import { useFormRules } from '../../../lib/form-rules';
import { getLang } from '../../../lib/lang';
import { useSuggestions } from '../../../lib/use-suggestions';
import { courseNames } from './api';
import { useEditor } from './editor-context';

const MONTH = 'YYYY-MM';
const VOL_SORTS = ['1', '2', '3', '4', '5'];

/** Month pickers hold 'yyyy-MM' strings; a stored 'yyyy-MM-dd' shows as its month. */
const monthProps = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v.length === 7 ? `${v}-01` : v) : undefined }),
  normalize: (d: Dayjs | null) => (d ? d.format(MONTH) : ''),
};

interface NameProps {
  value?: string;
  onChange?: (v: string) => void;
  uniId: number | null;
  onSuggestion(s: CourseSuggestion): void;
  id?: string;
}

/** Free text with the school's programme names as suggestions; failures of that call are ignored. */
function CourseNameInput({ value, onChange, uniId, onSuggestion, id }: NameProps) {
  const { t } = useTranslation('wizard');
  const fetcher = useCallback(
    (text: string, signal: AbortSignal) => (uniId ? courseNames(uniId, text, signal) : Promise.resolve([])),
    [uniId],
  );
  const { list, search } = useSuggestions<CourseSuggestion>(fetcher);
  return (
    <AutoComplete
      id={id}
      value={value}
      options={list.map((s) => ({
        value: s.courseName,
        label: s.courseCnName ? `${s.courseName}（${s.courseCnName}）` : s.courseName,
        key: s.majorId,
      }))}
      onSearch={search}
      onChange={(v: string) => onChange?.(v)}
      onSelect={(v: string) => {
        const s = list.find((x) => x.courseName === v);
        if (s) onSuggestion(s);
      }}
      maxLength={200}
      placeholder={t('apply.courseNamePlaceholder')}
    />
  );
}

interface Props {
  /** The school's index in agentApplyList and this course's in its courseList. */
  school: number;
  course: number;
  uniId: number | null;
  canDelete: boolean;
  onDelete(): void;
}

export function CourseCard({ school, course, uniId, canDelete, onDelete }: Props) {
  const { t } = useTranslation('wizard');
  const rules = useFormRules();
  const lang = getLang();
  const ed = useEditor();
  const path = (f: string) => [course, f];
  const abs = (f: string) => ['agentApplyList', school, 'courseList', course, f];
  const field = (name: keyof typeof courseSchema.shape) => [rules.field(courseSchema, name)];
  const linkRule: FormRule = {
    validator: (_r, v: unknown) =>
      ed.linkRequired && !(typeof v === 'string' && v.trim())
        ? Promise.reject(new Error(translateMessage(msgKey('required'), lang)))
        : Promise.resolve(),
  };
  const warnNoCountry = (open: boolean) => {
    if (open && !ed.countryId) toast.warning(translateMessage('selectCountry', lang));
  };

  return (
    <div className="apply-course">
      <div className="apply-course__head">
        <span className="apply-course__title">{t('apply.courseN', { n: course + 1 })}</span>
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={!canDelete || ed.disabled}
          onClick={onDelete}
          aria-label={t('apply.deleteCourse')}
        >
          {ed.mobile ? null : t('apply.deleteCourse')}
        </Button>
      </div>
      <div className="apply-course__grid">
        <Form.Item name={path('courseName')} label={t('apply.courseName')} rules={field('courseName')} required className="wizard-span">
          <CourseNameInput
            uniId={uniId}
            onSuggestion={(s) => {
              ed.form.setFieldValue(abs('majorId'), s.majorId);
              if (s.courseType) ed.form.setFieldValue(abs('courseType'), String(s.courseType));
              ed.touch();
              void ed.form.validateFields([abs('courseType')]).catch(() => undefined);
            }}
          />
        </Form.Item>
        <Form.Item
          name={path('courseType')}
          label={t('apply.courseType')}
          rules={field('courseType')}
          required
          validateTrigger={['onChange', 'onBlur']}
        >
          <Select
            options={ed.courseTypes}
            loading={ed.dictLoading}
            onOpenChange={warnNoCountry}
            open={ed.countryId ? undefined : false}
            placeholder={t('apply.selectPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name={path('courseAge')}
          label={t('apply.courseAge')}
          rules={field('courseAge')}
          required
          validateTrigger={['onChange', 'onBlur']}
        >
          <Select options={ed.courseAges} loading={ed.dictLoading} placeholder={t('apply.selectPlaceholder')} />
        </Form.Item>
        <Form.Item
          name={path('beginDate')}
          label={t('apply.beginDate')}
          rules={field('beginDate')}
          required
          validateTrigger={['onChange', 'onBlur']}
          {...monthProps}
        >
          <DatePicker picker="month" format={MONTH} className="wizard-full" placeholder={t('apply.monthPlaceholder')} />
        </Form.Item>
        <Form.Item
          name={path('coreBeginDate')}
          label={t('apply.coreBeginDate')}
          rules={field('coreBeginDate')}
          validateTrigger={['onChange', 'onBlur']}
          {...monthProps}
        >
          <DatePicker picker="month" format={MONTH} className="wizard-full" placeholder={t('apply.monthPlaceholder')} />
        </Form.Item>
        <Form.Item
          name={path('professionalLink')}
          label={t('apply.professionalLink')}
          rules={[...field('professionalLink'), linkRule]}
          required={ed.linkRequired}
          extra={ed.linkRequired ? t('apply.linkHint') : undefined}
          className="wizard-span"
        >
          <Input maxLength={200} placeholder={t('apply.linkPlaceholder')} autoComplete="off" inputMode="url" />
        </Form.Item>
        <Form.Item name={path('campus')} label={t('apply.campus')} rules={field('campus')}>
          <Input maxLength={200} placeholder={t('apply.campusPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item name={path('volSort')} label={t('apply.volSort')} rules={field('volSort')}>
          <Select options={VOL_SORTS.map((v) => ({ value: v, label: t('apply.volSortN', { n: v }) }))} />
        </Form.Item>
      </div>
    </div>
  );
}

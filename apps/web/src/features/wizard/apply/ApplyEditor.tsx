// The school/course editor shared by wizard step 2 and /addApply: a Form.List named agentApplyList
// (server paths like agentApplyList.0.courseList.0.courseName land on its fields) of school cards,
// up to five schools counting those stored beside it.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WIZARD_DICT, translateMessage } from '@portal/shared';
import { useDict, dictOptions } from '../../../lib/dict';
import { useIsMobile } from '../../../lib/device';
import { getLang } from '../../../lib/lang';
import { useWizardModal } from '../modal-context';
import { useReportPending } from '../step-ready';
import { useCourseTypeDictName } from './api';
import { EditorContext, type EditorValue } from './editor-context';
import { blankEntry, canAddSchool, isSavedEntry, schoolDeleteAction, type EntryForm } from './entries';
import { SchoolCard } from './SchoolCard';
import './apply.css';

const COURSE_AGE_DICT = WIZARD_DICT.courseAge;

export interface ApplyEditorProps {
  form: FormInstance;
  countryId: string | null;
  stuId: number;
  linkRequired: boolean;
  stored: ReadonlySet<number>;
  alsoStored?: number;
  takenUniIds?: readonly number[];
  disabled?: boolean;
  touch(): void;
}

export function ApplyEditor(p: ApplyEditorProps) {
  const { t } = useTranslation('wizard');
  const lang = getLang();
  const mobile = useIsMobile();
  const modal = useWizardModal();
  const typeName = useCourseTypeDictName(p.countryId);
  const types = [COURSE_AGE_DICT, ...(typeName.data ? [typeName.data] : [])];
  // Waits for the country's type name, so the two dictionaries come in one request.
  const dict = useDict(types, { enabled: !p.countryId || !typeName.isPending });
  const entries = (Form.useWatch('agentApplyList', { form: p.form, preserve: true }) ?? []) as EntryForm[];
  // The course selects need both lists before the step can be saved.
  useReportPending(dict.isPending || typeName.isFetching);

  const value = useMemo<EditorValue>(() => {
    const opts = (type: string | undefined) => dictOptions(type ? dict.data?.[type] : [], lang);
    return {
      form: p.form,
      countryId: p.countryId,
      stuId: p.stuId,
      linkRequired: p.linkRequired,
      stored: p.stored,
      alsoStored: p.alsoStored ?? 0,
      takenUniIds: p.takenUniIds ?? [],
      disabled: !!p.disabled,
      mobile,
      courseTypes: opts(typeName.data),
      courseAges: opts(COURSE_AGE_DICT),
      dictLoading: dict.isPending || typeName.isFetching,
      touch: p.touch,
    };
  }, [
    p.form,
    p.countryId,
    p.stuId,
    p.linkRequired,
    p.stored,
    p.alsoStored,
    p.takenUniIds,
    p.disabled,
    p.touch,
    mobile,
    dict.data,
    dict.isPending,
    typeName.data,
    typeName.isFetching,
    lang,
  ]);

  const addable = canAddSchool(entries.length, value.alsoStored);
  const dictFailed = dict.isError || typeName.isError;

  return (
    <EditorContext.Provider value={value}>
      {dictFailed ? (
        <p className="inline-error" role="alert">
          {t('dictFailed')}{' '}
          <Button
            type="link"
            size="small"
            onClick={() => {
              void typeName.refetch();
              void dict.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </p>
      ) : null}
      <Form.List name="agentApplyList">
        {(fields, { add, remove }) => (
          <div className={mobile ? 'apply-schools apply-schools--mobile' : 'apply-schools'}>
            {fields.map((f, i) => {
              const e = entries[i];
              const action = schoolDeleteAction(fields.length, !!e && isSavedEntry(e, p.stored));
              const del = () => {
                if (action === 'refuse') return;
                const go = () => {
                  remove(f.name);
                  p.touch();
                };
                if (action === 'remove') go();
                else
                  modal.confirm({
                    title: t('tips'),
                    content: t('apply.deleteSchoolConfirm'),
                    okText: t('ok'),
                    cancelText: t('cancel'),
                    onOk: go,
                  });
              };
              return <SchoolCard key={f.key} index={f.name} canDelete={action !== 'refuse'} onDelete={del} />;
            })}
            <div className="apply-add-school">
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                block
                disabled={!addable || p.disabled}
                onClick={() => {
                  add(blankEntry());
                  p.touch();
                }}
              >
                {t('apply.addSchool')}
              </Button>
              <p className="muted apply-add-school__hint" role={addable ? undefined : 'status'}>
                {addable ? t('apply.maxSchools', { n: fields.length + value.alsoStored }) : translateMessage('fiveSchools', lang)}
              </p>
            </div>
          </div>
        )}
      </Form.List>
    </EditorContext.Provider>
  );
}

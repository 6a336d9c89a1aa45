// Step 10, attachments (spec 001 sections 3, 4, 5): the attachment types, then the files, each
// uploaded for a chosen type (at least one file per type); the special-school forms appear only
// when a chosen school needs them (isSpecial '1'), with the schools' blank forms to download.
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgKey, translateMessage, type ApplyItem, type FileRecord, WIZARD_DICT } from '@portal/shared';
import { dictLabelOf, useDict, dictOptions } from '../../../lib/dict';
import { uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { DictFrame } from '../components/DictFrame';
import type { StepPanelProps } from '../types';
import { FileUploadField } from '../upload/FileUploadField';
import { attachmentCountError, checkAttachment, fileRecordsOf } from '../upload/upload-rules';
import { useStepForm } from '../use-step-form';
import { SensitiveConsentNotice } from '../consents/SensitiveConsentNotice';
import './steps-8-11.css';

const ATTACHMENT_TYPE_DICT = WIZARD_DICT.attachmentType;
const DICTS = [ATTACHMENT_TYPE_DICT] as const;

export default function Step10Attachments(props: StepPanelProps) {
  const { t } = useTranslation('wizard');
  const lang = getLang();
  const dict = useDict(DICTS);
  const { form, formProps } = useStepForm(props);
  const types = (Form.useWatch('annexTypeList', form) as string[] | undefined) ?? [];
  // The type the next upload is for: not a form value (it is not saved), chosen before uploading.
  const [uploadType, setUploadType] = useState<string | null>(null);
  const current = uploadType && types.includes(uploadType) ? uploadType : types.length === 1 ? types[0] : null;
  const entries = dict.data?.[ATTACHMENT_TYPE_DICT] ?? [];
  const typeOptions = dictOptions(entries, lang);
  const specialSchools = (props.draft.agentApplyList ?? []).filter((a: ApplyItem) => a.isSpecial === '1');

  const reject = (key: string) => Promise.reject(new Error(translateMessage(key, lang)));
  const typesRule = {
    validator: (_: unknown, v: unknown) => (Array.isArray(v) && v.length > 0 ? Promise.resolve() : reject(msgKey('requiredSelect'))),
  };
  const filesRule = {
    validator: (_: unknown, v: unknown) => {
      const files = fileRecordsOf(v);
      if (files.length === 0) return reject(msgKey('requiredUpload'));
      const key = attachmentCountError(form.getFieldValue('annexTypeList') as unknown[], files);
      return key ? reject(key) : Promise.resolve();
    },
  };
  const requiredFiles = {
    validator: (_: unknown, v: unknown) => (fileRecordsOf(v).length > 0 ? Promise.resolve() : reject(msgKey('requiredUpload'))),
  };
  const typeLabel = (rec: FileRecord) => (rec.annexType ? (dictLabelOf(entries, rec.annexType, lang) ?? rec.annexType) : undefined);

  return (
    <DictFrame dict={dict}>
      <Form {...formProps} layout="vertical" className="wizard-form">
        <SensitiveConsentNotice draft={props.draft} />
        <Form.Item
          name="annexTypeList"
          label={t('attachments.annexTypeList')}
          rules={[typesRule]}
          required
          validateTrigger={['onChange', 'onBlur']}
        >
          <Select mode="multiple" options={typeOptions} placeholder={t('attachments.select')} optionFilterProp="label" allowClear />
        </Form.Item>
        <Form.Item label={t('attachments.uploadType')} htmlFor="wizard-upload-type" className="wizard-upload-type">
          <Select
            id="wizard-upload-type"
            value={current ?? undefined}
            onChange={(v: string) => setUploadType(v)}
            options={typeOptions.filter((o) => types.includes(o.value))}
            placeholder={types.length ? t('attachments.uploadTypePlaceholder') : t('attachments.chooseTypesFirst')}
            disabled={props.busy || types.length === 0}
            className="wizard-upload-type__select"
          />
        </Form.Item>
        <Form.Item
          name="applyFile"
          label={t('attachments.applyFile')}
          rules={[filesRule]}
          dependencies={['annexTypeList']}
          required
          validateTrigger={['onChange']}
          extra={t('attachments.countHint')}
        >
          <FileUploadField
            use="attachment"
            annexType={current}
            precheck={(file) => checkAttachment(file, current)}
            prefixOf={typeLabel}
            buttonText={t('attachments.uploadFor')}
          />
        </Form.Item>
        {specialSchools.length > 0 ? (
          <section className="wizard-special" aria-labelledby="wizard-special-title">
            <h3 id="wizard-special-title" className="wizard-subtitle">
              {t('attachments.specialTitle')}
            </h3>
            <p className="muted">{t('attachments.specialHint')}</p>
            <ul className="wizard-special__schools">
              {specialSchools.map((s) => (
                <li key={s.uniId}>
                  <strong>{uniNames(s, lang).name}</strong>
                  {s.fileList?.length ? (
                    <span className="wizard-special__forms">
                      {s.fileList.map((f) => (
                        <a key={f.fileRoute} href={f.fileRoute} target="_blank" rel="noopener noreferrer" download>
                          {f.fileName || f.name || t('attachments.form')}
                        </a>
                      ))}
                    </span>
                  ) : (
                    <span className="muted"> {t('attachments.noForms')}</span>
                  )}
                </li>
              ))}
            </ul>
            <Form.Item
              name="netApplyFile"
              label={t('attachments.netApplyFile')}
              rules={[requiredFiles]}
              required
              validateTrigger={['onChange']}
            >
              <FileUploadField use="attachment" buttonText={t('attachments.uploadForms')} />
            </Form.Item>
          </section>
        ) : null}
      </Form>
    </DictFrame>
  );
}

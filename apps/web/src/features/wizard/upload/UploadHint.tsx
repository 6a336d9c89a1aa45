// The hint under every upload of the wizard (attachments, special-school forms, refusal and visa
// letters): the formats and the size limit of UPLOAD_LIMITS, the list the checks read, so the hint
// never offers a format that is refused; one sentence, one style everywhere.
import { useTranslation } from 'react-i18next';
import { uploadHintParams, type WizardUploadUse } from './upload-rules';
import './upload.css';

export function UploadHint({ use, oneFile = false }: { use: WizardUploadUse; oneFile?: boolean }) {
  const { t } = useTranslation('wizard');
  const { extensions, maxMb } = uploadHintParams(use);
  const params = { list: extensions.join(t('attachments.upload.listSep')), size: maxMb };
  return (
    <p className="wizard-upload__hint">{oneFile ? t('attachments.upload.formatsOne', params) : t('attachments.upload.formats', params)}</p>
  );
}

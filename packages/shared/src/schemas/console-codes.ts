// Answer codes that mean the same thing in every part of the back office, so that each meaning has
// one code and one text whichever form answers it (catalogue, content, country settings). Codes
// 71050, 71052, 70090 and 70092, which earlier meant the same as these, are not answered any more.
import { addCodeMessages } from '../code-messages';

export const CONSOLE_SHARED_CODES = {
  /** The row was changed by someone else since the form loaded it (optimistic concurrency). */
  STALE: '71020',
  /** The picture is not one uploaded to the portal for this use (or is not a picture). */
  PICTURE_INVALID: '71023',
  /** The country is not a study country. */
  COUNTRY_UNKNOWN: '71025',
} as const;

addCodeMessages({
  '71020': {
    cn: '该记录已被他人修改，请刷新后重新编辑',
    en: 'Someone else changed this record since you opened it; reload it and edit again',
  },
  '71023': { cn: '图片无效，请重新上传', en: 'This picture is not valid; please upload it again' },
  '71025': { cn: '该国家不存在，请刷新后重试', en: 'This country does not exist; please refresh and try again' },
});

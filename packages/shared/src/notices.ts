// In-portal notices and their mails (issue 11): the kinds, who reads them (the file's owner or
// staff), and their cn/en texts. A notice stores its kind and params; its title and body are
// written when read, in the reader's language; a mail is written when queued, in the recipient's
// account language (users.lang).
import type { Bilingual, Lang } from './lang';

export const NOTICE_KINDS = [
  'reply',
  'returned',
  'transferred',
  'status',
  'assigned',
  'student_message',
  'resubmitted',
  'paid',
  'refunded',
  'payment_unmatched',
  'consent_withdrawn',
  'draft_expiring',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * Params of a notice. A placeholder {x} takes `x_<lang>` when given (a dictionary label in both
 * languages: status_cn, status_en), else `x`. Used by the texts: stuName (stuName_en: the English
 * name), reason (returned), status (transferred, status: the stuStatus_agent label).
 */
export type NoticeParams = Record<string, string | number | null>;

/** Who a notice of the kind is for: it decides the link (the student's page or the console). */
export const NOTICE_AUDIENCE: Record<NoticeKind, 'owner' | 'staff'> = {
  reply: 'owner',
  returned: 'owner',
  transferred: 'owner',
  status: 'owner',
  assigned: 'staff',
  student_message: 'staff',
  resubmitted: 'staff',
  paid: 'owner',
  refunded: 'owner',
  payment_unmatched: 'staff',
  consent_withdrawn: 'staff',
  draft_expiring: 'owner',
};

interface NoticeText {
  title: Bilingual;
  body: Bilingual;
}

export const NOTICE_TEXTS: Record<NoticeKind, NoticeText> = {
  reply: {
    title: { cn: '您的申请有新回复', en: 'New reply on your application' },
    body: { cn: '顾问回复了{stuName}的申请留言，请查看。', en: 'A counsellor replied on the application of {stuName}.' },
  },
  returned: {
    title: { cn: '申请已退回修改', en: 'Application returned for changes' },
    body: {
      cn: '{stuName}的申请已退回，请按以下原因修改后重新提交：{reason}',
      en: 'The application of {stuName} was returned. Please change it as follows and submit it again: {reason}',
    },
  },
  transferred: {
    title: { cn: '申请已转案', en: 'Application transferred' },
    body: {
      cn: '{stuName}的申请已转案，当前状态：{status}。',
      en: 'The application of {stuName} was transferred; its status is now {status}.',
    },
  },
  status: {
    title: { cn: '申请状态已更新', en: 'Application status updated' },
    body: { cn: '{stuName}的申请状态已更新为：{status}。', en: 'The status of the application of {stuName} is now {status}.' },
  },
  assigned: {
    title: { cn: '您有新分配的申请', en: 'An application was assigned to you' },
    body: { cn: '{stuName}的申请已分配给您处理。', en: 'The application of {stuName} was assigned to you.' },
  },
  student_message: {
    title: { cn: '学生有新留言', en: 'New message from a student' },
    body: { cn: '{stuName}的申请有一条新留言，请及时回复。', en: 'There is a new message on the application of {stuName}.' },
  },
  resubmitted: {
    title: { cn: '申请已重新提交', en: 'Application submitted again' },
    body: { cn: '{stuName}的申请已修改并重新提交。', en: 'The application of {stuName} was changed and submitted again.' },
  },
  paid: {
    title: { cn: '服务费已支付', en: 'Service fee paid' },
    body: {
      cn: '{stuName}的服务合同（{contractNum}）服务费{amount}元已支付成功，感谢您的信任。',
      en: 'The service fee of {amount} yuan for the contract {contractNum} of {stuName} has been paid. Thank you for your trust.',
    },
  },
  payment_unmatched: {
    title: { cn: '收到一笔需退款的付款', en: 'A payment needs a refund' },
    body: {
      cn: '{stuName}的服务合同（{contractNum}）收到一笔无法入账的付款{amount}元（订单{orderNo}，交易号{txnId}）：{reason}。请核对后在支付平台原路退款。',
      en: 'A payment of {amount} yuan for the contract {contractNum} of {stuName} could not be applied (order {orderNo}, transaction {txnId}): {reason}. Please check it and refund it at the payment provider.',
    },
  },
  consent_withdrawn: {
    title: { cn: '学生撤回了跨境传输同意', en: 'Consent to send a file abroad withdrawn' },
    body: {
      cn: '{stuName}已撤回将申请资料传输至境外院校的同意（申请已提交）。请暂停向院校发送该学生的资料并与其联系。',
      en: 'The consent to send the file of {stuName} to the universities abroad was withdrawn after submit. Please stop sending their data to the universities and contact them.',
    },
  },
  draft_expiring: {
    title: { cn: '申请草稿即将删除', en: 'A draft application will be deleted' },
    body: {
      cn: '{stuName}的申请草稿将于 {deleteOn}（北京时间）删除：已近两年未修改，按照隐私政策将连同上传的文件一并删除。在此之前打开并保存即可保留。',
      en: 'The draft application of {stuName} will be deleted on {deleteOn} (Beijing time): it has not been changed for almost two years, and as the privacy policy says such drafts are deleted with their uploaded files. Open and save it before then to keep it.',
    },
  },
  refunded: {
    title: { cn: '服务费已退款', en: 'Service fee refunded' },
    body: {
      cn: '{stuName}的服务合同（{contractNum}）已退款{amount}元，款项将按原支付方式退回。退款原因：{reason}',
      en: 'A refund of {amount} yuan was made for the contract {contractNum} of {stuName}; it goes back the way it was paid. Reason: {reason}',
    },
  },
};

/**
 * Why a provider's verified payment could not be applied (the money was taken, so staff refund it):
 * the reason_cn / reason_en params of a payment_unmatched notice, by the refusal's reason.
 */
export const UNMATCHED_PAYMENT_REASONS: Record<string, Bilingual> = {
  'order not open': {
    cn: '该订单已关闭（合同已通过另一渠道付款或已重签）',
    en: 'the order was closed (the fee was paid another way, or the contract was signed again)',
  },
  'order expired': { cn: '付款时订单已过期', en: 'the order had expired when it was paid' },
  'contract not waiting for payment': { cn: '合同不在待付款状态', en: 'the contract was not waiting for payment' },
  'another transaction for a paid order': { cn: '该订单已由另一笔交易支付', en: 'the order had already been paid by another transaction' },
};

/** The mail around a notice's text: subject prefix and the lines after the body. */
export const NOTICE_MAIL: { subject: Bilingual; footer: Bilingual } = {
  subject: { cn: '【留学奖学金】{title}', en: '[Scholarship Portal] {title}' },
  footer: {
    cn: '查看详情：{link}\n\n此邮件由系统自动发送，请勿直接回复。',
    en: 'Open it here: {link}\n\nThis mail was sent automatically; please do not reply to it.',
  },
};

/** Names shown when a file has none yet. */
const NO_NAME: Bilingual = { cn: '学生', en: 'the student' };

export function isNoticeKind(k: string): k is NoticeKind {
  return (NOTICE_KINDS as readonly string[]).includes(k);
}

function fill(text: string, params: NoticeParams, lang: Lang): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = params[`${key}_${lang}`] ?? params[key];
    if (v !== null && v !== undefined && String(v).trim() !== '') return String(v);
    return key === 'stuName' ? NO_NAME[lang] : '';
  });
}

/** A notice's title and body in a language; an unknown kind (older rows) shows its name. */
export function noticeText(kind: string, params: NoticeParams, lang: Lang): { title: string; body: string } {
  if (!isNoticeKind(kind)) return { title: kind, body: '' };
  const t = NOTICE_TEXTS[kind];
  return { title: fill(t.title[lang], params, lang), body: fill(t.body[lang], params, lang) };
}

/** The path a notice leads to: the messages of /applyDetail for the owner, the console view for staff, "my contracts" for a paid fee. */
export function noticeLink(kind: string, stuId: number | null): string {
  if (kind === 'paid' || kind === 'refunded') return '/user?menuItem=2';
  if (stuId === null) return '';
  if (kind === 'draft_expiring') return `/applyDetail?id=${stuId}`;
  return isNoticeKind(kind) && NOTICE_AUDIENCE[kind] === 'staff' ? `/console/applications/${stuId}` : `/applyDetail?id=${stuId}&comment=1`;
}

/** The mail of a notice: subject and plain-text body with the full link (publicUrl + path). */
export function noticeMail(
  kind: NoticeKind,
  params: NoticeParams,
  lang: Lang,
  stuId: number | null,
  publicUrl: string,
): { subject: string; body: string } {
  const { title, body } = noticeText(kind, params, lang);
  const link = publicUrl.replace(/\/+$/, '') + noticeLink(kind, stuId);
  return {
    subject: NOTICE_MAIL.subject[lang].replace('{title}', title),
    body: `${body}\n\n${NOTICE_MAIL.footer[lang].replace('{link}', link)}`,
  };
}

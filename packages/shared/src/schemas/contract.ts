// The service contract's calls (issue 12; spec 001 sections 3 'Contract info', 4 'Contract signing
// and payment', 7): the agreement to sign (sign/route), signing (sign/contract), the contract's PDF
// (createFilePdf, fileSignPdf, /contract/pdf/<key>), my contracts (GET /admin/user/contract), and
// the staff's milestones (console). Money on the wire: fees of the terms as yuan numbers,
// serviceMoney and amount as yuan text with two decimals ('3000.00'); the server keeps fen.
import { z } from 'zod';
import { addCodeMessages } from '../code-messages';
import { CONTRACT_CLASSES, MILESTONE_KINDS } from '../contract';
import { msgKey } from '../messages';
import { commonFields, idSchema, intIn } from './common';

/** The contract's own codes (70050-70059). */
export const CONTRACT_CODES = {
  /** The contract is paid: it cannot be signed again. */
  PAID: '70050',
  /** A student under 18 on the signing day: a guardian's signature and which guardian signs are required. */
  GUARDIAN_REQUIRED: '70051',
  /** A minor's file lists no guardian: add one in the guardian step first. */
  NO_GUARDIAN: '70052',
  /** A signature image that is not the caller's own PNG upload. */
  SIGNATURE_INVALID: '70053',
  /** The stored PDF's bytes differ from the hash kept at signing: not served. */
  PDF_TAMPERED: '70054',
  /** No agreement waits for this file: it is not submitted yet. */
  NOT_SIGNABLE: '70055',
  /** guardianIndex names no guardian of the file. */
  GUARDIAN_UNKNOWN: '70056',
  /** The file has no signed contract (milestones, PDF). */
  NO_CONTRACT: '70057',
  /** The study country has no contract class yet (staff set it in the country settings). */
  NO_CLASS: '70058',
  /** The file has no school to put in the agreement. */
  NO_SCHOOL: '70059',
} as const;

addCodeMessages({
  '70050': { cn: '该合同已支付，不能重新签署', en: 'This contract has been paid and cannot be signed again' },
  '70051': {
    cn: '学生未满18周岁，需监护人签字并选择签字的监护人',
    en: 'The student is under 18: a guardian must sign too, and the guardian who signs must be chosen',
  },
  '70052': {
    cn: '学生未满18周岁，请先在监护人信息步骤中添加监护人',
    en: 'The student is under 18: please add a guardian in the guardian step first',
  },
  '70053': { cn: '签名图片无效，请重新签名', en: 'The signature image is not valid, please sign again' },
  '70054': {
    cn: '合同文件校验失败，文件可能已被篡改，请联系客服',
    en: 'The contract file failed its integrity check and may have been altered; please contact customer service',
  },
  '70055': { cn: '该申请尚未提交，暂无需要签署的协议', en: 'This application has not been submitted yet: there is no agreement to sign' },
  '70056': { cn: '请选择签字的监护人', en: 'Please choose the guardian who signs' },
  '70057': { cn: '该申请还没有签署合同', en: 'No contract has been signed for this application' },
  '70058': {
    cn: '该国家暂未开通服务签约，请联系客服',
    en: 'Service contracts are not available for this country yet; please contact customer service',
  },
  '70059': { cn: '请先添加申请院校', en: 'Please add the schools to apply to first' },
});

const contractClass = z.enum(CONTRACT_CLASSES);
export const milestoneKind = z.enum(MILESTONE_KINDS, { error: msgKey('oneOf') });
const maybeText = z.string().nullable();
/** The imgPath the upload answered (/api/file/<id>.png); the server checks the file. */
const signaturePath = z
  .string({ error: msgKey('signature') })
  .trim()
  .min(1, msgKey('signature'))
  .max(300, msgKey('signature'));
const yuanText = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .meta({ description: 'yuan with two decimals' });

// --- sign/route: the agreement to sign --------------------------------------------------------------
export const signRouteBody = z
  .object({
    ...commonFields,
    stuId: idSchema.optional().nullable().meta({
      description: "the file; without it the account's newest file waiting for the signature, else its newest signed unpaid one",
    }),
  })
  .meta({ id: 'SignRouteBody' });
export type SignRouteBody = z.infer<typeof signRouteBody>;

export const contractSchool = z
  .object({ uniId: z.number(), uniName: z.string(), uniEnName: z.string(), courseNames: z.array(z.string()) })
  .meta({ id: 'ContractSchool' });

export const contractFeesSchema = z
  .object({
    serviceFee: z.number(),
    extraSchoolFee: z.number(),
    deferralFee: z.number(),
    visaFee: z.number(),
    refusalRefund: z.number(),
  })
  .meta({ id: 'ContractFees', description: 'the terms of the class, yuan' });

export const agreementSection = z.object({ title: z.string(), paragraphs: z.array(z.string()) }).meta({ id: 'AgreementSection' });

export const contractMilestone = z
  .object({
    kind: milestoneKind,
    title: z.string().meta({ description: 'in the request language' }),
    refundRule: z.string().meta({ description: 'the refund rule the terms tie to it, in the request language' }),
    done: z.boolean(),
    doneAt: maybeText.meta({ description: 'YYYY-MM-DD HH:mm:ss, Beijing time' }),
  })
  .meta({ id: 'ContractMilestone' });
export type ContractMilestone = z.infer<typeof contractMilestone>;

export const signAgreement = z
  .object({
    stuId: z.number(),
    stuName: z.string(),
    countryId: z.string(),
    countryName: z.string(),
    contractClass,
    schools: z.array(contractSchool),
    fees: contractFeesSchema,
    title: z.string(),
    sections: z.array(agreementSection).meta({ description: 'the agreement in the request language, names, schools and date filled in' }),
    bindingNote: z.string(),
    today: z.string().meta({ description: 'yyyy-MM-dd, Beijing time' }),
    isMinor: z.boolean().meta({ description: "under 18 today by the file's birthday: a guardian signs too" }),
    guardians: z.array(z.object({ index: z.number(), contactName: z.string(), contactRelation: z.string() })),
    isSignContract: z.enum(['0', '1', '2', '3']),
    signRoute: maybeText,
    guardianSignRoute: maybeText,
    contractNum: maybeText,
    orderNo: maybeText,
    orderNoAs: maybeText,
    paid: z.boolean(),
    amount: yuanText.meta({ description: "the fee to pay now, yuan ('0.01' in the sandbox's test mode)" }),
  })
  .meta({ id: 'SignAgreement' });
export type SignAgreement = z.infer<typeof signAgreement>;

// --- sign/contract ---------------------------------------------------------------------------------
export const signContractBody = z
  .object({
    ...commonFields,
    stuId: idSchema,
    signRoute: signaturePath.meta({ description: "imgPath of the student's drawn PNG (uploadImg)" }),
    guardianSignRoute: signaturePath.optional().nullable().meta({ description: "a minor's guardian's drawn PNG" }),
    guardianIndex: intIn(0, 99).optional().nullable().meta({ description: 'index of the signing guardian in stuContactList' }),
  })
  .meta({ id: 'SignContractBody' });
export type SignContractBody = z.infer<typeof signContractBody>;

export const signContractAnswer = z
  .object({ stuId: z.number(), orderNo: maybeText, orderNoAs: maybeText, contractNum: z.string() })
  .meta({ id: 'SignContractAnswer' });
export type SignContractAnswer = z.infer<typeof signContractAnswer>;

// --- The PDF ---------------------------------------------------------------------------------------
export const createFilePdfBody = z.object({ ...commonFields, stuId: idSchema }).meta({ id: 'CreateFilePdfBody' });
export const fileSignPdfBody = z
  .object({
    ...commonFields,
    accountFile: z.string().trim().min(1).max(32).meta({ description: 'the contract number (contractNum)' }),
    isTranPng: z.string().max(10).optional().nullable().meta({ description: 'accepted, not used (the PDF is the only format)' }),
    signRoute: z.string().max(300).optional().nullable().meta({ description: 'accepted, not used (the signature is the one signed)' }),
  })
  .meta({ id: 'FileSignPdfBody' });
export const contractPdfAnswer = z
  .object({ contractNum: z.string(), contractRoute: z.string().meta({ description: '/api/contract/pdf/<accessKey>' }) })
  .meta({ id: 'ContractPdfAnswer' });
export type ContractPdfAnswer = z.infer<typeof contractPdfAnswer>;

// --- My contracts -----------------------------------------------------------------------------------
export const contractInfo = z
  .object({
    stuId: z.number(),
    userName: z.string().meta({ description: "the student's name" }),
    contractNum: z.string(),
    contractSignDate: z.string().meta({ description: 'YYYY-MM-DD HH:mm:ss, Beijing time' }),
    serviceMoney: yuanText,
    payTime: maybeText,
    contractStartDate: z.string(),
    contractEndDate: z.string(),
    contractRoute: z.string(),
    contractName: z.string(),
    isSignContract: z.enum(['1', '2', '3']).meta({ description: "1 signed, 2 paid, 3 paid and its term's end date has passed" }),
    orderNo: maybeText,
    orderNoAs: maybeText,
    milestones: z.array(contractMilestone),
  })
  .meta({ id: 'ContractInfo' });
export type ContractInfo = z.infer<typeof contractInfo>;

// --- Staff: milestones and the console's contract section ---------------------------------------------
export const MILESTONE_NOTE_MAX = 500;
export const milestoneBody = z
  .object({
    ...commonFields,
    stuId: idSchema,
    kind: milestoneKind,
    done: z.boolean({ error: msgKey('invalid') }),
    note: z
      .string()
      .trim()
      .max(MILESTONE_NOTE_MAX, msgKey('max', { max: MILESTONE_NOTE_MAX }))
      .optional()
      .nullable(),
  })
  .meta({ id: 'MilestoneBody' });
export type MilestoneBody = z.infer<typeof milestoneBody>;
export const milestoneAnswer = z.object({ milestones: z.array(contractMilestone) }).meta({ id: 'MilestoneAnswer' });

export const consoleRefund = z
  .object({
    outRefundNo: z.string(),
    amount: yuanText,
    reason: z.string(),
    state: z.enum(['processing', 'done', 'failed']),
    requestedAt: z.string().meta({ description: 'YYYY-MM-DD HH:mm:ss, Beijing time' }),
    doneAt: maybeText.meta({ description: 'when it was done or failed' }),
    byName: maybeText.meta({ description: 'the admin who asked for it' }),
  })
  .meta({ id: 'ConsoleRefund' });
export type ConsoleRefund = z.infer<typeof consoleRefund>;

export const consoleContract = z
  .object({
    contractNum: z.string(),
    isSignContract: z.enum(['0', '1', '2', '3']),
    serviceMoney: yuanText,
    contractRoute: z.string(),
    signedAt: z.string(),
    paidAt: maybeText,
    orders: z.array(z.object({ outTradeNo: z.string(), channel: z.string(), state: z.string(), amount: yuanText, paidAt: maybeText })),
    milestones: z.array(contractMilestone),
    paidTotal: yuanText.meta({ description: 'what was paid (0.00 before payment)' }),
    refundedTotal: yuanText.meta({ description: 'the refunds done' }),
    refundable: yuanText.meta({ description: 'what can still be refunded: paid minus the refunds done and in progress' }),
    refunds: z.array(consoleRefund),
  })
  .meta({ id: 'ConsoleContract' });
export type ConsoleContract = z.infer<typeof consoleContract>;

/** The list item's milestones (my applications). */
export const milestoneFlag = z.object({ kind: milestoneKind, done: z.boolean() });

// The service contract's terms (spec 001 section 9, issue 12): the two contract classes and their
// fees, the extras (schools beyond five, deferrals), the deadlines, the term, the milestones with
// the refund rule tied to each, the minor check, and the agreement text in both languages (the
// Chinese text is the binding one). Server (PDF, answers) and web (the agreement page) use the same
// functions, so what is shown is what is signed.
import type { Bilingual, Lang } from './lang';

export const CONTRACT_CLASSES = ['A', 'B'] as const;
export type ContractClass = (typeof CONTRACT_CLASSES)[number];

/** Version of the terms below; stored with each contract (bump it when a text or fee changes). */
export const CONTRACT_TERMS_VERSION = '2026-11-27';

/** Fees of each class in yuan (spec 001 section 9). */
export const CLASS_FEES: Record<ContractClass, { serviceFee: number; visaFee: number; refusalRefund: number }> = {
  A: { serviceFee: 3000, visaFee: 1000, refusalRefund: 500 },
  B: { serviceFee: 5000, visaFee: 3000, refusalRefund: 1500 },
};

/** The terms every class shares. */
export const CONTRACT_RULES = {
  /** Universities or majors of the same class the service fee covers. */
  schoolsIncluded: 5,
  /** Each ordinary school beyond them, yuan. */
  extraSchoolFee: 1000,
  /** Deferrals free of charge; each later one costs deferralFee. */
  freeDeferrals: 1,
  deferralFee: 1000,
  /** Visa materials submitted within this many working days of complete documents. */
  visaMaterialsWorkingDays: 15,
  /** Refunds handled within this many working days. */
  refundWorkingDays: 15,
  termYears: 2,
  /** Signers younger than this on the signing day need a guardian's signature. */
  adultAge: 18,
} as const;

/** The operator (party B) and the arbitration body the agreement names. */
export const CONTRACT_PARTY_B: Bilingual = { cn: '奖学金留学申请平台运营方', en: 'the operator of the Scholarship Study Abroad Portal' };
export const CONTRACT_ARBITRATION: Bilingual = {
  cn: '上海国际仲裁中心',
  en: 'the Shanghai International Arbitration Center',
};

/** The fees of an agreement in yuan: the class's unit prices, and what is due at signing. */
export interface ContractFees {
  serviceFee: number;
  extraSchoolFee: number;
  deferralFee: number;
  visaFee: number;
  refusalRefund: number;
  /** Schools beyond the included five. */
  extraSchools: number;
  /** Due at signing: the service fee and the extra schools. */
  dueAtSigning: number;
}

export function contractFees(cls: ContractClass, schoolCount: number): ContractFees {
  const c = CLASS_FEES[cls];
  const extraSchools = Math.max(0, schoolCount - CONTRACT_RULES.schoolsIncluded);
  return {
    serviceFee: c.serviceFee,
    extraSchoolFee: CONTRACT_RULES.extraSchoolFee,
    deferralFee: CONTRACT_RULES.deferralFee,
    visaFee: c.visaFee,
    refusalRefund: c.refusalRefund,
    extraSchools,
    dueAtSigning: c.serviceFee + extraSchools * CONTRACT_RULES.extraSchoolFee,
  };
}

/** The fee of the n-th deferral (1-based): the first is free, each later one deferralFee. */
export const deferralFeeOf = (n: number) => (n <= CONTRACT_RULES.freeDeferrals ? 0 : CONTRACT_RULES.deferralFee);

/** Yuan as the wire shows money: '3000.00'. */
export const yuanText = (fen: number) => (fen / 100).toFixed(2);
export const yuanToFen = (yuan: number) => Math.round(yuan * 100);

/** A calendar day yyyy-MM-dd in Beijing time (contracts are dated there). */
export function beijingDay(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The day n years after a day (29 February becomes 28 February in a common year). */
export function addYears(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y + n, m, 0)).getUTCDate();
  return `${String(y + n).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Whole years of age on a day from a birthday (both yyyy-MM-dd); null when the birthday is not a date. */
export function ageOn(birthday: string | null | undefined, day: string): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday ?? '');
  const t = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!b || !t) return null;
  const [by, bm, bd] = b.slice(1).map(Number);
  const [ty, tm, td] = t.slice(1).map(Number);
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Under 18 on the day. A missing birthday counts as adult (the wizard requires it before a submit). */
export function isMinorOn(birthday: string | null | undefined, day: string): boolean {
  const age = ageOn(birthday, day);
  return age !== null && age < CONTRACT_RULES.adultAge;
}

// --- Milestones ------------------------------------------------------------------------------------
export const MILESTONE_KINDS = ['schools', 'offer', 'visa', 'enrolment'] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

/** Each milestone's name and the refund rule the terms tie to it (yuan filled in by class). */
export function milestoneTerms(cls: ContractClass): Record<MilestoneKind, { title: Bilingual; refundRule: Bilingual }> {
  const f = CLASS_FEES[cls];
  const r = CONTRACT_RULES;
  return {
    schools: {
      title: { cn: '递交院校申请', en: 'Applications sent to the schools' },
      refundRule: {
        cn: `服务费涵盖同一类别最多${r.schoolsIncluded}所院校或专业；每增加一所普通院校加收${r.extraSchoolFee}元。`,
        en: `The service fee covers up to ${r.schoolsIncluded} universities or majors of the same class; each extra ordinary school costs ${r.extraSchoolFee} yuan.`,
      },
    },
    offer: {
      title: { cn: '获得录取', en: 'Offer received' },
      refundRule: {
        cn: `第一次延期免费，之后每次延期收取${r.deferralFee}元。`,
        en: `The first deferral is free; each later deferral costs ${r.deferralFee} yuan.`,
      },
    },
    visa: {
      title: { cn: '签证', en: 'Visa' },
      refundRule: {
        cn: `签证服务费${f.visaFee}元；材料齐全后${r.visaMaterialsWorkingDays}个工作日内递交签证材料；签证被拒退还${f.refusalRefund}元，于${r.refundWorkingDays}个工作日内办理。`,
        en: `Visa service fee ${f.visaFee} yuan; the visa materials are submitted within ${r.visaMaterialsWorkingDays} working days of complete documents; on a visa refusal ${f.refusalRefund} yuan is refunded within ${r.refundWorkingDays} working days.`,
      },
    },
    enrolment: {
      title: { cn: '入学报到', en: 'Enrolment' },
      refundRule: {
        cn: '学生入学报到后服务完成，已收服务费不予退还。',
        en: 'The service is complete once the student enrols; the service fee paid is not refunded.',
      },
    },
  };
}

// --- The agreement text ------------------------------------------------------------------------
export interface AgreementSchool {
  uniName: string;
  uniEnName: string;
  courseNames: string[];
}

export interface AgreementInput {
  contractClass: ContractClass;
  studentName: string;
  /** The country's name in the language of the text. */
  countryName: string;
  schools: AgreementSchool[];
  /** The signing (or today's) day, yyyy-MM-dd. */
  date: string;
  contractNo?: string | null;
  /** The guardian who signs for a minor. */
  guardianName?: string | null;
}

export interface AgreementSection {
  title: string;
  paragraphs: string[];
}

export interface AgreementText {
  title: string;
  sections: AgreementSection[];
  bindingNote: string;
}

export const AGREEMENT_TITLE: Bilingual = { cn: '留学申请服务协议', en: 'Study Abroad Application Service Agreement' };
export const AGREEMENT_BINDING_NOTE: Bilingual = {
  cn: '本协议以中文文本为准。',
  en: 'The Chinese text is binding; this English text is for reference.',
};

const cnDay = (d: string) => {
  const [y, m, dd] = d.split('-').map(Number);
  return `${y}年${m}月${dd}日`;
};

/** The agreement with the student's name, the schools and the date filled in, in one language. */
export function agreementText(input: AgreementInput, lang: Lang): AgreementText {
  const fees = contractFees(input.contractClass, input.schools.length);
  const r = CONTRACT_RULES;
  const endDate = addYears(input.date, r.termYears);
  const miles = milestoneTerms(input.contractClass);
  const schoolLine = (s: AgreementSchool, i: number) => {
    const name = lang === 'cn' ? s.uniName || s.uniEnName : s.uniEnName || s.uniName;
    const courses = s.courseNames.filter(Boolean).join(lang === 'cn' ? '、' : ', ');
    return lang === 'cn' ? `${i + 1}. ${name}${courses ? `（${courses}）` : ''}` : `${i + 1}. ${name}${courses ? ` (${courses})` : ''}`;
  };
  const schools = input.schools.length ? input.schools.map(schoolLine) : [lang === 'cn' ? '（暂无院校）' : '(no school yet)'];
  const guardian = input.guardianName ?? '';

  if (lang === 'cn') {
    return {
      title: AGREEMENT_TITLE.cn,
      bindingNote: AGREEMENT_BINDING_NOTE.cn,
      sections: [
        {
          title: '第一条 合同双方',
          paragraphs: [
            ...(input.contractNo ? [`合同编号：${input.contractNo}`] : []),
            `甲方（学生）：${input.studentName}`,
            ...(guardian ? [`甲方监护人：${guardian}`] : []),
            `乙方（服务方）：${CONTRACT_PARTY_B.cn}`,
            `签订日期：${cnDay(input.date)}`,
          ],
        },
        {
          title: '第二条 服务内容',
          paragraphs: [
            `乙方为甲方提供${input.countryName}（${input.contractClass}类国家）院校的留学申请服务，包括选校建议、申请材料整理与递交、录取跟进及签证材料准备。`,
            `本协议服务的院校及专业：`,
            ...schools,
            `服务费涵盖同一类别最多${r.schoolsIncluded}所院校或专业。`,
          ],
        },
        {
          title: '第三条 服务费用',
          paragraphs: [
            `服务费：人民币${fees.serviceFee}元，于签署本协议后通过线上支付。`,
            `每增加一所普通院校，加收人民币${fees.extraSchoolFee}元${fees.extraSchools ? `（本协议增加${fees.extraSchools}所，计人民币${fees.extraSchools * fees.extraSchoolFee}元）` : ''}。`,
            `签署时应付：人民币${fees.dueAtSigning}元。`,
            `延期：第一次延期免费，之后每次延期收取人民币${fees.deferralFee}元。`,
            `签证服务费：人民币${fees.visaFee}元。`,
          ],
        },
        {
          title: '第四条 签证服务',
          paragraphs: [`乙方在收到甲方齐全的签证材料后${r.visaMaterialsWorkingDays}个工作日内递交签证申请材料。`],
        },
        {
          title: '第五条 退费',
          paragraphs: [
            `签证被拒签的，乙方退还甲方人民币${fees.refusalRefund}元。`,
            `退费在甲方提出申请并提供相应证明后${r.refundWorkingDays}个工作日内办理。`,
          ],
        },
        {
          title: '第六条 服务节点',
          paragraphs: MILESTONE_KINDS.map((k, i) => `${i + 1}. ${miles[k].title.cn}：${miles[k].refundRule.cn}`),
        },
        {
          title: '第七条 合同期限',
          paragraphs: [`本协议有效期${r.termYears}年，自${cnDay(input.date)}起至${cnDay(endDate)}止。`],
        },
        {
          title: '第八条 未成年人',
          paragraphs: [`甲方在签署日未满${r.adultAge}周岁的，本协议须经其监护人签字方为有效。`],
        },
        {
          title: '第九条 争议解决',
          paragraphs: [
            `因本协议引起的或与本协议有关的任何争议，双方应友好协商；协商不成的，提交${CONTRACT_ARBITRATION.cn}仲裁，仲裁裁决是终局的。`,
          ],
        },
        {
          title: '第十条 其他',
          paragraphs: ['本协议以电子方式签署，与书面签署具有同等法律效力。', `本协议有中文和英文两种文本，${AGREEMENT_BINDING_NOTE.cn}`],
        },
      ],
    };
  }
  return {
    title: AGREEMENT_TITLE.en,
    bindingNote: AGREEMENT_BINDING_NOTE.en,
    sections: [
      {
        title: 'Article 1 Parties',
        paragraphs: [
          ...(input.contractNo ? [`Contract number: ${input.contractNo}`] : []),
          `Party A (the student): ${input.studentName}`,
          ...(guardian ? [`Guardian of Party A: ${guardian}`] : []),
          `Party B (the service provider): ${CONTRACT_PARTY_B.en}`,
          `Date: ${input.date}`,
        ],
      },
      {
        title: 'Article 2 Services',
        paragraphs: [
          `Party B provides Party A with the application service for schools in ${input.countryName} (class ${input.contractClass} country): advice on the choice of schools, preparing and sending the applications, following up the offers and preparing the visa materials.`,
          'The schools and majors of this agreement:',
          ...schools,
          `The service fee covers up to ${r.schoolsIncluded} universities or majors of the same class.`,
        ],
      },
      {
        title: 'Article 3 Fees',
        paragraphs: [
          `Service fee: ${fees.serviceFee} yuan, paid online after this agreement is signed.`,
          `Each extra ordinary school: ${fees.extraSchoolFee} yuan${fees.extraSchools ? ` (this agreement has ${fees.extraSchools}, ${fees.extraSchools * fees.extraSchoolFee} yuan)` : ''}.`,
          `Due at signing: ${fees.dueAtSigning} yuan.`,
          `Deferrals: the first is free; each later deferral costs ${fees.deferralFee} yuan.`,
          `Visa service fee: ${fees.visaFee} yuan.`,
        ],
      },
      {
        title: 'Article 4 Visa service',
        paragraphs: [
          `Party B submits the visa application materials within ${r.visaMaterialsWorkingDays} working days of receiving Party A's complete visa documents.`,
        ],
      },
      {
        title: 'Article 5 Refunds',
        paragraphs: [
          `If the visa is refused, Party B refunds ${fees.refusalRefund} yuan to Party A.`,
          `Refunds are handled within ${r.refundWorkingDays} working days of Party A's request with the supporting documents.`,
        ],
      },
      {
        title: 'Article 6 Milestones',
        paragraphs: MILESTONE_KINDS.map((k, i) => `${i + 1}. ${miles[k].title.en}: ${miles[k].refundRule.en}`),
      },
      {
        title: 'Article 7 Term',
        paragraphs: [`This agreement runs for ${r.termYears} years, from ${input.date} to ${endDate}.`],
      },
      {
        title: 'Article 8 Minors',
        paragraphs: [
          `If Party A is under ${r.adultAge} on the day of signing, this agreement is valid only with the signature of a guardian.`,
        ],
      },
      {
        title: 'Article 9 Disputes',
        paragraphs: [
          `The parties settle any dispute arising from or relating to this agreement by negotiation; failing that, it is submitted to ${CONTRACT_ARBITRATION.en} for arbitration, whose award is final.`,
        ],
      },
      {
        title: 'Article 10 Other terms',
        paragraphs: [
          'This agreement is signed electronically, with the same effect as a signature on paper.',
          `This agreement is made in Chinese and English. ${AGREEMENT_BINDING_NOTE.en}`,
        ],
      },
    ],
  };
}

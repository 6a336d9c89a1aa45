// What the application calls of spec 001 section 7 answer (the data of { code, msg, data }): the
// server declares each as `response: answers(x)` and writes its answers through it (fields left
// out here never leave the server), and the web takes its types from them with z.infer. No
// transforms and no Dates here: the serializer encodes with these schemas and cannot run either.
import { z } from 'zod';
import { paged } from './answer';
import { APPLY_NOW, APPLY_SITUATION } from './application';
import { leaveMsgThread } from './messages';
import { nextStepSchema } from './console';
import { milestoneFlag } from './contract';

const maybeText = z.string().nullable();
/** A stuOther answer a new (or older) file may not have at all. */
const unset = z.string().nullable().optional();

/** A stored file of a student file (attachments, special-school forms, refusal and visa letters). */
export const fileRecordItem = z
  .object({
    fileName: z.string(),
    fileNameAfter: z.string(),
    fileRoute: z.string().meta({ description: '/api/file/<name>, served to the owner and staff' }),
    name: z.string(),
    url: z.string(),
    annexType: maybeText.optional().meta({ description: 'agent_stu_attachment_type of an applyFile entry' }),
  })
  .meta({ id: 'StoredFileRecord' });
export type FileRecord = z.infer<typeof fileRecordItem>;

/** A course of a chosen school. */
export const courseItem = z
  .object({
    courseId: z.number().nullable(),
    majorId: z.number().nullable().optional().meta({ description: 'the catalogue programme the name was picked from' }),
    courseName: z.string(),
    courseType: z.string(),
    courseAge: z.string(),
    beginDate: z.string(),
    coreBeginDate: maybeText,
    professionalLink: maybeText,
    campus: maybeText,
    volSort: z.string(),
  })
  .meta({ id: 'ApplyCourse' });
export type CourseItem = z.infer<typeof courseItem>;

/** What the apply step knows of a university: names, logo and the flags its pick rules read. */
export const schoolFacts = z.object({
  uniId: z.number(),
  uniName: z.string(),
  uniEnName: z.string(),
  uniLogo: maybeText,
  isReduce: z.string().meta({ description: "'1' reduced fees" }),
  isSpecial: z.string().meta({ description: "'1' needs its own application forms" }),
  stipendShow: z.string().meta({ description: "'0' no scholarship" }),
  uniTypeTip: z.number().meta({ description: '1 community college, 2 or 3 university' }),
});
export type SchoolFacts = z.infer<typeof schoolFacts>;

/** A chosen school (agentApplyList item) with its courses, its uploaded forms and the school's blank forms. */
export const applyItem = schoolFacts
  .extend({
    applyId: z.number().nullable(),
    netApplyFile: z.array(fileRecordItem),
    courseList: z.array(courseItem),
    fileList: z.array(fileRecordItem).meta({ description: "the school's own forms to download" }),
  })
  .meta({ id: 'ApplyItem' });
export type ApplyItem = z.infer<typeof applyItem>;

/** The university (and major) carried in from apply-now, for the apply step to pre-fill. */
export const carriedUni = schoolFacts
  .extend({
    countryId: z.string(),
    major: z.object({ majorId: z.number(), majorName: z.string(), majorEnName: z.string(), courseType: z.string() }).nullable(),
  })
  .meta({ id: 'CarriedUni' });
export type CarriedUni = z.infer<typeof carriedUni>;

/** stuOther of the draft: the steps' answers kept beside the root fields (spec 001 section 3). */
export const draftOther = z.object({
  currentStep: z.number(),
  currentStepStr: z.string().meta({ description: 'comma list of the steps saved' }),
  annexTypeList: z.array(z.string()),
  isWork: unset,
  isApplyKinsfolk: unset,
  cardType: unset,
  cardUsername: unset,
  cardNo: unset.meta({ description: 'masked: the last four digits' }),
  cardValidity: unset,
  cardSafetyCode: unset.meta({ description: "'******' when one is stored" }),
  languageExamOther: unset,
  eduWebsite: unset,
  eduUsername: unset,
  eduPassword: unset.meta({ description: "'******' when one is stored" }),
  sensitiveWithdrawn: z.boolean().meta({
    description:
      "the file's sensitive-information consent was given and then withdrawn (and not given again): its card number, CVV, portal password and passport were erased",
  }),
  isNationalCitizens: unset,
  isPr: unset,
  visaStatus: unset,
  isEnglish: unset,
  firstLanguage: unset,
  isEnglishBg: unset,
  giveLessonsTime: unset,
  isRefusal: unset,
  refusalFile: z.array(fileRecordItem).optional(),
  isApplyCountry: unset,
  schoolName: unset,
  majorName: unset,
  isApplyVisa: unset,
  visaType: unset,
  visaBeginDate: unset,
  visaFile: z.array(fileRecordItem).optional(),
  isInCountry: unset,
  isTurn: unset,
});

// The entries of the repeatable lists as stored (steps 3-7 and 9).
export const educationItem = z.object({
  beginDate: z.string(),
  endDate: z.string(),
  schoolName: z.string(),
  collegeId: maybeText,
  dataType: maybeText,
  majorName: z.string(),
  stuDegree: maybeText,
  gpa: z.string(),
  degreeDate: maybeText,
});
export const workItem = z.object({
  beginDate: z.string(),
  endDate: z.string(),
  workUnit: z.string(),
  workPosition: z.string(),
  workDuty: maybeText,
});
export const languageItem = z.object({
  languageType: maybeText,
  totalPoints: maybeText,
  languageHear: maybeText,
  languageRead: maybeText,
  languageWrite: maybeText,
  languageSpeak: maybeText,
  examDate: maybeText,
});
export const referrerItem = z.object({
  referrerName: maybeText,
  sex: maybeText,
  workPosition: maybeText,
  phoneNumber: maybeText,
  email: maybeText,
  zipCode: maybeText,
  postalAddress: maybeText,
});
export const guardianItem = z.object({
  contactName: z.string(),
  contactRelation: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  address: z.string(),
  zipCode: z.string(),
});
export const kinsfolkItem = z.object({
  kinsfolkName: z.string(),
  kinsfolkRelation: z.string(),
  birthday: z.string(),
  nationality: z.string(),
  workUnit: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  address: z.string(),
  zipCode: z.string(),
});

/** The student file as /clerk/web/stu/info answers it (id 0: an empty form); secrets come back masked. */
export const studentDraft = z
  .object({
    id: z.number(),
    stuId: z.number(),
    version: z.number().meta({ description: 'send it back with the next save (70030 when someone saved since)' }),
    countryId: maybeText,
    oldCountryId: maybeText,
    countryName: maybeText,
    requiresProfessionalLink: z.boolean(),
    isOldVersions: z.number(),
    agentDraftStatus: z.string(),
    referralStatus: z.number().meta({ description: '0 not submitted, 1 submitted, 2 transferred, 3 returned' }),
    stuStatus: maybeText,
    statusLabel: z.string().meta({ description: 'referralStatus name, or the stuStatus_agent label once transferred; request language' }),
    returnReason: maybeText.meta({ description: 'why staff returned the file (referralStatus 3); null otherwise' }),
    nextStep: nextStepSchema,
    isEditable: z.string().meta({ description: "'1' once submitted: the English name and birthday are locked" }),
    isSignContract: z.string(),
    signRoute: maybeText,
    isClerkApply: maybeText,
    stuName: z.string(),
    stuSpell: z.string(),
    sex: maybeText,
    birthday: z.string(),
    nationality: maybeText,
    phoneNumber: z.string(),
    stuEmail: z.string(),
    zipCode: z.string(),
    homeAddress: z.string(),
    remarks: z.string(),
    stuOther: draftOther,
    stuEduList: z.array(educationItem),
    stuWorkList: z.array(workItem),
    stuLanguageList: z.array(languageItem),
    stuReferrerList: z.array(referrerItem),
    stuContactList: z.array(guardianItem),
    stuKinsfolkList: z.array(kinsfolkItem),
    applyFile: z.array(fileRecordItem),
    netApplyFile: z.array(fileRecordItem),
    agentApplyList: z.array(applyItem),
    applyList: z.array(applyItem).meta({ description: 'the same entries as agentApplyList (the spec names both)' }),
    carryUni: carriedUni.nullable(),
    createDate: maybeText,
    updateDate: maybeText,
    leaveMsgList: z
      .array(leaveMsgThread)
      .optional()
      .meta({ description: 'with isMsg 1: the message threads, newest first, each with its replies oldest first' }),
  })
  .meta({ id: 'StudentDraft' });
export type StudentDraft = z.infer<typeof studentDraft>;

/** What add, update, agentAddApply and switch/country answer. */
export const saveAnswer = z
  .object({
    stuId: z.number(),
    version: z.number(),
    currentStep: z.number(),
    currentStepStr: z.string(),
    agentDraftStatus: z.string(),
    referralStatus: z.number(),
    agentApplyList: z.array(applyItem).optional().meta({
      description:
        'the schools as stored, with their ids, after a call that changed them (apply step, agentAddApply, switch/country, a create)',
    }),
    requiresProfessionalLink: z
      .boolean()
      .optional()
      .meta({ description: 'after a call that names the country (steps 1 and 2, switch/country): whether its courses need the link' }),
    signContract: z.boolean().optional().meta({
      description:
        'true after a submit that left an agreement waiting for the signature (go to /signContract); false otherwise (the server always sends it)',
    }),
  })
  .meta({ id: 'SaveAnswer' });
export type SaveAnswer = z.infer<typeof saveAnswer>;

/** A card of my applications: the file with its first school. */
export const studentListItem = z
  .object({
    stuId: z.number(),
    stuName: z.string(),
    stuSpell: z.string(),
    countryId: maybeText,
    countryName: maybeText,
    uniLogo: maybeText,
    uniName: maybeText,
    uniEnName: maybeText,
    uniCount: z.number(),
    referralStatus: z.number(),
    stuStatus: maybeText,
    agentDraftStatus: z.string(),
    currentStep: z.number(),
    createDate: z.string().meta({ description: 'YYYY-MM-DD HH:mm:ss, Beijing time' }),
    leaveMsgCount: z.number().meta({ description: 'messages from staff the owner has not opened' }),
    statusLabel: z.string().meta({ description: 'referralStatus name, or the stuStatus_agent label once transferred; request language' }),
    returnReason: maybeText.meta({ description: 'why staff returned the file (referralStatus 3); null otherwise' }),
    nextStep: nextStepSchema,
    isSignContract: z.string().meta({ description: "agent_view_contract_status: '0' not signed, '1' signed, '2' paid, '3' expired" }),
    milestones: z.array(milestoneFlag).meta({ description: "the service milestones of the file's contract; empty without one" }),
  })
  .meta({ id: 'StudentListItem' });
export type StudentListItem = z.infer<typeof studentListItem>;

/** A page of my applications with the number of files at each stage, whatever the filter. */
export const studentPage = paged(studentListItem)
  .extend({ stageCounts: z.record(z.string(), z.number()).meta({ description: 'referralStatus (0-3) to the number of files' }) })
  .meta({ id: 'StudentPage' });
export type StudentPage = z.infer<typeof studentPage>;

/** apply/uni: where apply-now leads (the decision table is in the server's decide.ts). */
export const applyUniAnswer = z
  .object({
    type: z.literal(Object.values(APPLY_NOW)),
    stuId: z.number().nullable(),
    carryUniId: z.number(),
    carryMajorId: z.number().nullable(),
    countryId: z.string(),
    tipMsg: maybeText.meta({ description: 'asked before going on (types 3 and 5)' }),
    isClerkApply: maybeText,
  })
  .meta({ id: 'ApplyUniAnswer' });
export type ApplyUniAnswer = z.infer<typeof applyUniAnswer>;

/** apply/situation: what the floating apply button opens. */
export const applySituationAnswer = z
  .object({ type: z.literal(Object.values(APPLY_SITUATION)), stuId: z.number().nullable() })
  .meta({ id: 'ApplySituationAnswer' });
export type ApplySituationAnswer = z.infer<typeof applySituationAnswer>;

/** apply/count/tip: the schools of a student and how many more may be added. */
export const countTipAnswer = z
  .object({
    applyCount: z.number(),
    max: z.number(),
    remaining: z.number(),
    tipMsg: maybeText.meta({ description: 'the five-school message when none remain' }),
  })
  .meta({ id: 'ApplyCountTip' });
export type CountTip = z.infer<typeof countTipAnswer>;

/** checkUniTypeTip: '1' when the schools mix community colleges and universities. */
export const uniTypeTipAnswer = z.enum(['0', '1']);
export type UniTypeTip = z.infer<typeof uniTypeTipAnswer>;

/** A course-name suggestion of a university (getCourseNameListByUniId). */
export const courseNameItem = z
  .object({
    majorId: z.number(),
    courseName: z.string().meta({ description: 'English' }),
    courseCnName: z.string(),
    courseType: z.string(),
  })
  .meta({ id: 'CourseNameSuggestion' });
export type CourseSuggestion = z.infer<typeof courseNameItem>;

/** One of a university's own application forms (getApplyFilesById). */
export const uniApplyFile = z.object({ fileName: z.string(), fileRoute: z.string() }).meta({ id: 'UniApplyFile' });
export type UniApplyFile = z.infer<typeof uniApplyFile>;

/** card/reveal (staff): the stored secrets in full; null when none is stored (the CVV after its purge). */
export const cardReveal = z.object({ cardNo: maybeText, cardSafetyCode: maybeText, eduPassword: maybeText }).meta({ id: 'CardReveal' });
export type CardReveal = z.infer<typeof cardReveal>;

// Validation messages in both languages. zod schemas carry the key; server and browser translate it.
import type { Bilingual, Lang } from './lang';
import { GPA_MESSAGE } from './patterns';

export const VALIDATION_MESSAGES = {
  required: { cn: '请输入', en: 'Please enter' },
  requiredSelect: { cn: '请选择', en: 'Please select' },
  requiredUpload: { cn: '请上传', en: 'Please upload' },
  notBlank: { cn: '不能只输入空格', en: 'Cannot be only spaces' },
  password: { cn: '请输入6-12带有数字+字母的密码', en: 'Password of 6-12 letters and digits' },
  passwordRequired: { cn: '请输入密码', en: 'Please enter the password' },
  passwordConfirm: { cn: '请再次输入密码', en: 'Please enter the password again' },
  passwordMismatch: { cn: '两次输入的密码不一致', en: 'The two passwords do not match' },
  passwordCommon: {
    cn: '该密码过于常见，容易被猜到，请换一个密码',
    en: 'This password is too common and easy to guess; please choose another one',
  },
  controlChars: { cn: '不能包含控制字符', en: 'Cannot contain control characters' },
  idRange: { cn: '编号超出范围', en: 'The id is out of range' },
  tooManyFiles: { cn: '上传文件数量超过限制', en: 'Too many files in one upload' },
  uploadQuota: {
    cn: '上传空间已用完，请删除不需要的文件或稍后再试',
    en: 'Your upload space is used up; remove files you do not need or try again later',
  },
  phone: { cn: '请输入正确的手机号', en: 'Please enter a correct mobile number' },
  phoneRequired: { cn: '请输入手机号', en: 'Please enter the mobile number' },
  email: { cn: '请输入正确的邮箱', en: 'Please enter a correct email address' },
  emailRequired: { cn: '请输入邮箱', en: 'Please enter the email address' },
  account: { cn: '请输入手机号或邮箱', en: 'Please enter a mobile number or email' },
  codeRequired: { cn: '请输入验证码', en: 'Please enter the code' },
  codeDigits: { cn: '验证码只能是数字', en: 'The verification code contains digits only' },
  school: { cn: '请选择学校', en: 'Please select your school' },
  userNameMax: { cn: '用户名不能超过20个字符', en: 'The user name cannot exceed 20 characters' },
  max: { cn: '长度不能超过{max}个字符', en: 'Cannot exceed {max} characters' },
  max800: { cn: '长度不能超过800', en: 'Length cannot exceed 800' },
  max500: { cn: '长度不能超过500', en: 'Length cannot exceed 500' },
  max200: { cn: '长度不能超过200', en: 'Length cannot exceed 200' },
  max50: { cn: '长度不能超过50', en: 'Length cannot exceed 50' },
  digitsSpaces: { cn: '只能输入数字和空格', en: 'Only digits and spaces are allowed' },
  englishChars: { cn: '只能输入英文、数字、空格和.()-', en: 'Only English letters, digits, spaces and .()- are allowed' },
  gpa: GPA_MESSAGE,
  tuition: { cn: '只能输入数字，最多10位', en: 'Digits only, at most 10 characters' },
  sendType: { cn: '发送类型不正确', en: 'Unknown code purpose' },
  oneOf: { cn: '选项不正确', en: 'Invalid option' },
  invalid: { cn: '格式不正确', en: 'Invalid format' },
  phoneOrEmail: { cn: '请填写手机号或邮箱', en: 'Please give a mobile number or an email' },
  consultCountryGrade: { cn: '请填写所在国家与年级', en: 'Please fill in your country and grade' },
  matchNumber: { cn: '请输入数字', en: 'Please enter a number' },
  matchGpaFour: { cn: '4分制GPA不能超过4.0', en: 'A GPA on the 4.0 scale cannot exceed 4.0' },
  matchGpaPercent: { cn: '百分制成绩不能超过100', en: 'A percentage mark cannot exceed 100' },
  matchScoreRange: { cn: '成绩应在{min}到{max}之间', en: 'The score must be between {min} and {max}' },
  fileType: { cn: '请上传规定格式的文件', en: 'Please upload a file of an allowed format' },
  // Messages on a student file (spec 001 section 5 'Messages').
  msgTypeRequired: { cn: '请选择留言类型', en: 'Please select the message type' },
  msgContentRequired: { cn: '请输入留言内容', en: 'Please enter the message content' },
  msgTooLong: { cn: '超出字符限制', en: 'Exceeds the character limit' },
  msgFileType: { cn: '请上传规定格式的文件', en: 'Please upload files in the specified format' },
  msgFileCount: { cn: '上传文件数量不能超过5个', en: 'The number of uploaded files cannot exceed 5' },
  msgFileUnknown: { cn: '上传文件失败，请重新上传文件', en: 'Failed to upload the file, please upload it again' },
  msgParent: { cn: '回复的留言不存在', en: 'The message replied to does not exist' },
  // Application wizard (spec 001 section 5).
  noChinese: { cn: '不允许输入中文', en: 'Chinese characters are not allowed' },
  emailAt: { cn: '请输入邮箱正确格式', en: 'Please enter the correct email format' },
  eduText: { cn: "只能输入英文、数字、空格及 ' . , ( ) -", en: "Only English letters, digits, spaces and ' . , ( ) - are allowed" },
  date: { cn: '请选择正确的日期（yyyy-MM-dd）', en: 'Please choose a valid date (yyyy-MM-dd)' },
  month: { cn: '请选择正确的月份（yyyy-MM）', en: 'Please choose a valid month (yyyy-MM)' },
  year: { cn: '请选择正确的年份', en: 'Please choose a valid year' },
  dateOrder: { cn: '结束时间不能早于开始时间', en: 'The end date cannot be before the start date' },
  notFuture: { cn: '日期不能晚于今天', en: 'The date cannot be later than today' },
  fiveSchools: { cn: '您已经添加了5所院校，不能再添加了', en: 'You have added 5 universities and cannot add more' },
  selectCountry: { cn: '请选择申请国家', en: 'Please select the country of application' },
  attachmentType: { cn: '请选择附件类型', en: 'Please select the attachment type' },
  fewerAttachments: { cn: '您少上传了{n}个附件，请继续上传', en: '{n} attachment(s) missing, please keep uploading' },
  fileSize15: { cn: '上传文件大小不能超过 15 MB!', en: 'The file cannot be larger than 15 MB!' },
  visaFileType: { cn: '请上传格式为jpg、jpeg、png、webp、pdf的文件', en: 'Please upload a jpg, jpeg, png, webp or pdf file' },
  oneFile: { cn: '只能上传一个文件', en: 'Only one file can be uploaded' },
  signature: { cn: '请填写签名', en: 'Please sign' },
  // Business refusals of the application calls (70020, 70023, 70024) and save checks.
  studentLocked: { cn: '申请提交后，英文名和出生日期不能修改', en: 'The English name and birthday cannot be changed after submission' },
  transferred: { cn: '该申请已转案，不能再修改', en: 'This application has been transferred and can no longer be changed' },
  switchCountryFirst: {
    cn: '更换国家会清空已选院校，请先确认更换国家',
    en: 'Changing the country clears the chosen universities: confirm the country change first',
  },
  submittedCountry: {
    cn: '已提交的申请不能更换国家，请使用“申请其他国家”',
    en: 'A submitted application cannot change country: use "apply for another country"',
  },
  noStipend: { cn: '该院校暂无奖学金，请先咨询客服', en: 'This university offers no scholarship. Please consult customer service first' },
  schoolInvalid: { cn: '申请学校异常，请重新选择后再操作', en: 'The chosen university is not available, please choose again' },
  schoolTwice: { cn: '同一所院校不能重复添加', en: 'The same university cannot be added twice' },
  uniTypeMix: {
    cn: '社区学院与大学需分开申请，请以学生英文名加1新建一份申请',
    en: 'Colleges and universities are applied for separately: add it as a new application (English name plus 1)',
  },
  guardianPhone: { cn: '监护人手机号不能与学生本人手机号相同', en: "The guardian's mobile number cannot be the student's own" },
  kinsfolkPhone: { cn: '亲属手机号不能与学生本人手机号相同', en: "The relative's mobile number cannot be the student's own" },
  duplicateStudent: {
    cn: '已存在英文名为 {name}、出生日期为 {birthday} 的学生，确定继续提交吗？',
    en: 'A student named {name} born on {birthday} already exists. Submit anyway?',
  },
  completeStep: { cn: '请先完善“{cn}”后再提交', en: 'Please complete "{en}" before submitting' },
  fileUnknown: { cn: '文件上传失败，请检查附件信息模块', en: 'File upload failed, please check the attachments' },
  countryClosed: { cn: '该国家暂未开放申请', en: 'Applications to this country are not open yet' },
  notSubmitted: { cn: '该申请尚未提交', en: 'This application has not been submitted' },
  newStudentFirst: { cn: '请先保存基本信息', en: 'Please save the basic information first' },
  applyTipAdd: {
    cn: '该学生已提交申请，是否为其添加该院校？',
    en: 'This student has already submitted an application. Add this university to it?',
  },
  applyTipCopy: {
    cn: '该学生的申请已有5所院校或院校类型不同，需以英文名加1新建一份申请，是否继续？',
    en: "This student's application already has 5 universities or a different kind of school: create a new application (English name plus 1)?",
  },
  // Status changes refused (code 70040; lifecycle.ts canChange names the reason).
  statusReturnFrom: { cn: '只有已提交的申请可以退回', en: 'Only a submitted application can be returned' },
  statusReturnNote: {
    cn: '退回时请填写原因，学生会看到这条原因',
    en: 'Please give the reason for returning it: the student will read it',
  },
  statusTransferFrom: { cn: '只有已提交的申请可以转案', en: 'Only a submitted application can be transferred' },
  statusTransferTarget: { cn: '转案时请选择申请状态', en: 'Please choose the status the transferred case starts with' },
  statusTransferStart: {
    cn: '转案时申请状态只能是“处理中”或“已提交”',
    en: 'A transferred case starts as "Processing" or "Submitted"',
  },
  statusChangeFrom: { cn: '只有已转案的申请可以更改申请状态', en: 'Only a transferred case can change its status' },
  statusChangeTarget: { cn: '请选择新的申请状态', en: 'Please choose the new status' },
  statusUnknown: { cn: '申请状态不正确', en: 'Unknown application status' },
  statusFinal: { cn: '“{cn}”是最终状态，不能再更改', en: '"{en}" is a final status and cannot change' },
  statusMove: { cn: '申请状态不能从“{fromCn}”改为“{toCn}”', en: 'The status cannot change from "{fromEn}" to "{toEn}"' },
  assignNotSubmitted: { cn: '只有已提交的申请可以分配顾问', en: 'Only a submitted application can be assigned' },
  waitDaysNone: { cn: '没有下一步时不填写等待天数', en: 'No usual wait is given when nobody holds a next step' },
  assignStaffOnly: { cn: '只能分配给顾问或管理员', en: 'An application can only be assigned to a counsellor or an admin' },
  // Country settings and reference rates (console).
  currencyCode: { cn: '请输入3位大写字母的币种代码，如 GBP', en: 'Enter a 3-letter upper-case currency code, e.g. GBP' },
  chatUrl: {
    cn: '请输入以 http:// 或 https:// 开头的完整链接',
    en: 'Enter a full link starting with http:// or https://',
  },
  contractClass: { cn: '请选择合同类别', en: 'Please select the contract class' },
  rateRange: { cn: '汇率应大于0且小于1000', en: 'The rate must be more than 0 and less than 1000' },
  rateDecimals: { cn: '汇率最多保留6位小数', en: 'The rate can have at most 6 decimals' },
} as const satisfies Record<string, Bilingual>;
export type MessageKey = keyof typeof VALIDATION_MESSAGES;

export function isMessageKey(k: string): k is MessageKey {
  return Object.prototype.hasOwnProperty.call(VALIDATION_MESSAGES, k);
}

/** Translate a message key (optionally `key|{"max":20}`) into the language. Unknown keys pass through. */
export function translateMessage(raw: string, lang: Lang): string {
  const [key, params] = raw.split('|', 2);
  if (!isMessageKey(key)) return raw;
  let text: string = VALIDATION_MESSAGES[key][lang];
  if (params) {
    try {
      const p = JSON.parse(params) as Record<string, unknown>;
      text = text.replace(/\{(\w+)\}/g, (_, k: string) => String(p[k] ?? ''));
    } catch {
      /* keep the text without parameters */
    }
  }
  return text;
}

export const msgKey = (key: MessageKey, params?: Record<string, unknown>) => (params ? `${key}|${JSON.stringify(params)}` : key);

// Seed data for the dictionary table: every dictionary type named in spec 000 section 3
// and spec 001 section 3. dictValue is always a string; sort is the display order within
// a type, starting at 1 and following the order in which the rows are written below.
import { STU_STATUS_LABELS, STU_STATUS_VALUES } from '@portal/shared';

export interface DictSeed {
  dictType: string;
  dictValue: string;
  dictLabel: string;
  dictEnLabel: string;
  remark?: string | null;
  sort?: number;
}

/** One dictionary row as written below: value, Chinese label, English label, optional remark. */
type Row = readonly [dictValue: string, dictLabel: string, dictEnLabel: string, remark?: string | null];

/** Turns the rows of one type into seeds, numbering sort from 1 in the written order. */
function dict(dictType: string, rows: readonly Row[]): DictSeed[] {
  return rows.map(([dictValue, dictLabel, dictEnLabel, remark], index) => ({
    dictType,
    dictValue,
    dictLabel,
    dictEnLabel,
    remark: remark ?? null,
    sort: index + 1,
  }));
}

// ---------------------------------------------------------------------------------------
// Study countries. The ids are stable: the first nine are the ids the application wizard
// checks for a required course link (spec 001 section 5); the other six are ours. The
// remark holds the short code used in the supported-countries tip.
// ---------------------------------------------------------------------------------------

interface StudyCountry {
  id: string;
  cn: string;
  en: string;
  code: string;
}

const UK: StudyCountry = { id: '140', cn: '英国', en: 'United Kingdom', code: 'UK' };
const IRELAND: StudyCountry = { id: '11', cn: '爱尔兰', en: 'Ireland', code: 'IR' };
const NETHERLANDS: StudyCountry = { id: '51', cn: '荷兰', en: 'Netherlands', code: 'HL' };
const SINGAPORE: StudyCountry = { id: '101', cn: '新加坡', en: 'Singapore', code: 'SG' };
const CANADA: StudyCountry = { id: '100', cn: '加拿大', en: 'Canada', code: 'CA' };
const AUSTRALIA: StudyCountry = { id: '35', cn: '澳大利亚', en: 'Australia', code: 'AU' };
const NEW_ZEALAND: StudyCountry = { id: '41', cn: '新西兰', en: 'New Zealand', code: 'NZ' };
const SWITZERLAND: StudyCountry = { id: '840181842530537472', cn: '瑞士', en: 'Switzerland', code: 'CH' };
const SWEDEN: StudyCountry = { id: '210', cn: '瑞典', en: 'Sweden', code: 'SWE' };
const MALAYSIA: StudyCountry = { id: '211', cn: '马来西亚', en: 'Malaysia', code: 'MY' };
const GERMANY: StudyCountry = { id: '212', cn: '德国', en: 'Germany', code: 'DE' };
const HUNGARY: StudyCountry = { id: '213', cn: '匈牙利', en: 'Hungary', code: 'HUN' };
const FRANCE: StudyCountry = { id: '214', cn: '法国', en: 'France', code: 'FR' };
const NORWAY: StudyCountry = { id: '215', cn: '挪威', en: 'Norway', code: 'NO' };
const USA: StudyCountry = { id: '877157913121263616', cn: '美国', en: 'United States', code: 'USA' };

/** All fifteen, in the order of the supported-countries tip, the United States last. */
const ALL_COUNTRIES: readonly StudyCountry[] = [
  UK,
  IRELAND,
  NETHERLANDS,
  SINGAPORE,
  CANADA,
  AUSTRALIA,
  NEW_ZEALAND,
  SWITZERLAND,
  SWEDEN,
  MALAYSIA,
  GERMANY,
  HUNGARY,
  FRANCE,
  NORWAY,
  USA,
];

/** The six popular countries of the home page grid. */
const SIX_COUNTRIES: readonly StudyCountry[] = [UK, AUSTRALIA, CANADA, SINGAPORE, NEW_ZEALAND, IRELAND];

/** The remaining ones, shown as "other countries". */
const OTHER_COUNTRIES: readonly StudyCountry[] = ALL_COUNTRIES.filter((c) => !SIX_COUNTRIES.includes(c));

const countryRows = (list: readonly StudyCountry[]): Row[] => list.map((c) => [c.id, c.cn, c.en, c.code]);

/** Short Chinese slogans for the "other countries" cards (remark of web_clerk_countryxuezhang_other). */
const OTHER_COUNTRY_SLOGANS: Record<string, string> = {
  [NETHERLANDS.id]: '英语授课项目多，欧洲留学高性价比之选',
  [SWITZERLAND.id]: '酒店管理殿堂，金融与科研重镇',
  [SWEDEN.id]: '北欧创新强国，注重实践与可持续发展',
  [MALAYSIA.id]: '低成本英联邦学历，多元文化环境',
  [GERMANY.id]: '工科强国，公立大学学费低廉',
  [HUNGARY.id]: '中欧留学新选择，医学专业享誉欧洲',
  [FRANCE.id]: '艺术与时尚之都，顶尖商学院云集',
  [NORWAY.id]: '北欧高品质教育，自然风光令人神往',
  [USA.id]: '全球顶尖名校聚集地，专业选择丰富',
};

// ---------------------------------------------------------------------------------------
// Article stages and their slogans share their values.
// ---------------------------------------------------------------------------------------

const ARTICLE_TYPES: readonly Row[] = [
  ['1', '选校定位', 'School Selection'],
  ['2', '申请准备', 'Application Preparation'],
  ['3', '语言考试', 'Language Tests'],
  ['4', '签证办理', 'Visa Application'],
  ['5', '行前准备', 'Pre-departure Preparation'],
  ['6', '海外生活', 'Life Abroad'],
  ['7', '留学费用', 'Study Costs'],
  ['8', '奖学金', 'Scholarships'],
];

const ARTICLE_SLOGANS: readonly Row[] = [
  ['1', '精准定位，找到最适合你的学校', 'Find the school that truly fits you'],
  ['2', '材料早准备，申请更从容', 'Prepare early and apply with confidence'],
  ['3', '语言过关，梦校不再遥远', 'Pass your language test and get closer to your dream school'],
  ['4', '签证无忧，顺利出行', 'Hassle-free visas for a smooth departure'],
  ['5', '万事俱备，安心启程', 'Everything ready, set off with peace of mind'],
  ['6', '融入当地，享受精彩海外生活', 'Settle in and enjoy your life abroad'],
  ['7', '合理规划，每一分都花得值', 'Plan wisely and make every penny count'],
  ['8', '奖学金助力，留学更轻松', 'Let scholarships lighten the cost of studying abroad'],
];

// ---------------------------------------------------------------------------------------
// Student statuses (shown for applications whose case transfer is complete).
// ---------------------------------------------------------------------------------------

/** stuStatus_agent: the labels are the shared lifecycle's (packages/shared/src/lifecycle.ts), whose table moves between them. */
const STUDENT_STATUSES: readonly Row[] = STU_STATUS_VALUES.map((v) => [v, STU_STATUS_LABELS[v].cn, STU_STATUS_LABELS[v].en] as const);

export const DICTIONARIES: DictSeed[] = [
  // --- People -------------------------------------------------------------------------
  ...dict('web_stu_sex', [
    ['0', '男', 'Male'],
    ['1', '女', 'Female'],
  ]),

  ...dict('nationality', [
    ['CN', '中国', 'China'],
    ['HK', '中国香港', 'Hong Kong SAR, China'],
    ['MO', '中国澳门', 'Macao SAR, China'],
    ['TW', '中国台湾', 'Taiwan, China'],
    ['US', '美国', 'United States'],
    ['GB', '英国', 'United Kingdom'],
    ['CA', '加拿大', 'Canada'],
    ['AU', '澳大利亚', 'Australia'],
    ['NZ', '新西兰', 'New Zealand'],
    ['SG', '新加坡', 'Singapore'],
    ['MY', '马来西亚', 'Malaysia'],
    ['JP', '日本', 'Japan'],
    ['KR', '韩国', 'South Korea'],
    ['TH', '泰国', 'Thailand'],
    ['VN', '越南', 'Vietnam'],
    ['ID', '印度尼西亚', 'Indonesia'],
    ['PH', '菲律宾', 'Philippines'],
    ['IN', '印度', 'India'],
    ['PK', '巴基斯坦', 'Pakistan'],
    ['BD', '孟加拉国', 'Bangladesh'],
    ['NP', '尼泊尔', 'Nepal'],
    ['LK', '斯里兰卡', 'Sri Lanka'],
    ['MN', '蒙古', 'Mongolia'],
    ['KZ', '哈萨克斯坦', 'Kazakhstan'],
    ['RU', '俄罗斯', 'Russia'],
    ['DE', '德国', 'Germany'],
    ['FR', '法国', 'France'],
    ['IT', '意大利', 'Italy'],
    ['ES', '西班牙', 'Spain'],
    ['NL', '荷兰', 'Netherlands'],
    ['IE', '爱尔兰', 'Ireland'],
    ['CH', '瑞士', 'Switzerland'],
    ['SE', '瑞典', 'Sweden'],
    ['NO', '挪威', 'Norway'],
    ['HU', '匈牙利', 'Hungary'],
    ['AE', '阿联酋', 'United Arab Emirates'],
    ['SA', '沙特阿拉伯', 'Saudi Arabia'],
    ['EG', '埃及', 'Egypt'],
    ['NG', '尼日利亚', 'Nigeria'],
    ['KE', '肯尼亚', 'Kenya'],
    ['ZA', '南非', 'South Africa'],
    ['BR', '巴西', 'Brazil'],
    ['MX', '墨西哥', 'Mexico'],
    ['OTHER', '其他', 'Other'],
  ]),

  // --- Study countries ----------------------------------------------------------------
  ...dict('web_clerk_countryName', countryRows(ALL_COUNTRIES)),
  ...dict('applet_country', countryRows(ALL_COUNTRIES)),
  ...dict('web_clerk_countryName_six', countryRows(SIX_COUNTRIES)),
  ...dict('page_web_clerk_countryName_six', countryRows(SIX_COUNTRIES)),
  ...dict('web_clerk_countryName_other', countryRows(OTHER_COUNTRIES)),
  ...dict(
    'web_clerk_countryxuezhang_other',
    OTHER_COUNTRIES.map((c): Row => [c.id, c.cn, c.en, OTHER_COUNTRY_SLOGANS[c.id] ?? null]),
  ),

  // --- Majors and courses -------------------------------------------------------------
  ...dict('major_focus', [
    ['1', '商科', 'Business'],
    ['2', '经济金融', 'Economics and Finance'],
    ['3', '会计', 'Accounting'],
    ['4', '管理', 'Management'],
    ['5', '工程', 'Engineering'],
    ['6', '计算机', 'Computer Science'],
    ['7', '数据科学', 'Data Science'],
    ['8', '理学', 'Natural Sciences'],
    ['9', '教育', 'Education'],
    ['10', '传媒', 'Media and Communication'],
    ['11', '法律', 'Law'],
    ['12', '医学', 'Medicine'],
    ['13', '护理与健康', 'Nursing and Health'],
    ['14', '艺术', 'Arts'],
    ['15', '设计', 'Design'],
    ['16', '建筑', 'Architecture'],
    ['17', '人文社科', 'Humanities and Social Sciences'],
    ['18', '心理学', 'Psychology'],
    ['19', '酒店与旅游管理', 'Hospitality and Tourism'],
  ]),

  ...dict('major_system', [
    ['1', '1年', '1 Year'],
    ['1.5', '1.5年', '1.5 Years'],
    ['2', '2年', '2 Years'],
    ['3', '3年', '3 Years'],
    ['4', '4年', '4 Years'],
    ['5', '5年', '5 Years'],
  ]),

  ...dict('language_requirement', [
    ['1', '雅思', 'IELTS', 'IELTS'],
    ['2', '托福', 'TOEFL', 'TOEFL'],
    ['3', 'PTE学术英语', 'PTE Academic', 'PTE'],
    ['4', '多邻国英语测试', 'Duolingo English Test', 'Duolingo'],
    ['5', '无语言要求', 'No Language Requirement', 'NONE'],
  ]),

  ...dict('is_agent_com', [
    ['0', '否', 'No'],
    ['1', '是', 'Yes'],
  ]),

  ...dict('web_stu_courseType', [
    ['1', '本科', 'Undergraduate'],
    ['2', '硕士', 'Master'],
    ['3', '博士', 'PhD'],
    ['4', '预科', 'Foundation'],
    ['5', '硕士预科', 'Pre-Master'],
    ['6', '语言课程', 'Language Course'],
    ['7', '文凭', 'Diploma'],
    ['8', '研究生文凭', 'Graduate Diploma'],
    ['9', '中学', 'Secondary School'],
    ['10', '夏校', 'Summer School'],
  ]),

  ...dict('course_age', [
    ['1', '1年', '1 Year'],
    ['2', '2年', '2 Years'],
    ['3', '3年', '3 Years'],
    ['4', '4年', '4 Years'],
    ['5', '5年', '5 Years'],
  ]),

  ...dict('jxj_major_degree_type', [
    ['1', '本科', 'Undergraduate'],
    ['2', '硕士', 'Master'],
    ['3', '博士', 'Doctorate'],
  ]),

  // --- Articles and home page media ---------------------------------------------------
  ...dict('jxj_article_type', ARTICLE_TYPES),
  ...dict('jxj_article_slogan', ARTICLE_SLOGANS),

  // Remark: the base address of a set shipped with the server; the web plays <base>.<lang>.webm or
  // .mp4 with the poster <base>.<lang>.jpg (assets/videos/intro-N.cn.* and intro-N.en.*). The labels
  // are the titles drawn in the videos (scripts/make-demo-videos.sh): keep them the same.
  ...dict('jxj_page_video', [
    ['1', '留学申请全流程解读', 'The Application Process Explained', '/api/assets/videos/intro-1'],
    ['2', '如何选择适合自己的国家与院校', 'Choosing the Right Country and School', '/api/assets/videos/intro-2'],
    ['3', '奖学金申请攻略', 'A Guide to Scholarship Applications', '/api/assets/videos/intro-3'],
    ['4', '雅思托福备考经验分享', 'IELTS and TOEFL Preparation Tips', '/api/assets/videos/intro-4'],
    ['5', '学生签证办理指南', 'Student Visa Guide', '/api/assets/videos/intro-5'],
    ['6', '留学生海外生活实录', 'Real Life as an International Student', '/api/assets/videos/intro-6'],
  ]),

  // --- Applicant background (cases, search filters) ------------------------------------
  ...dict('jxj_uni_backdrop', [
    ['1', '985/211院校', 'Project 985/211 Universities'],
    ['2', '双一流院校', 'Double First-Class Universities'],
    ['3', '普通本科院校', 'Regular Universities'],
    ['4', '专科院校', 'Junior Colleges'],
    ['5', '海外院校', 'Overseas Institutions'],
  ]),

  // Values match CollegeSeed.collegeType in colleges.ts (plus 'junior' for junior colleges).
  ...dict('college_type', [
    ['985', '985院校', 'Project 985 University'],
    ['211', '211院校', 'Project 211 University'],
    ['double_first_class', '双一流院校', 'Double First-Class University'],
    ['regular', '普通本科', 'Regular University'],
    ['junior', '专科院校', 'Junior College'],
    ['overseas', '海外院校', 'Overseas Institution'],
  ]),

  // Remark holds the band on the 4.0 scale as "min-max".
  ...dict('stu_education_gpa', [
    ['1', '3.5以上', 'Above 3.5', '3.5-4.0'],
    ['2', '3.0-3.5', '3.0 to 3.5', '3.0-3.5'],
    ['3', '2.5-3.0', '2.5 to 3.0', '2.5-3.0'],
    ['4', '2.5以下', 'Below 2.5', '0-2.5'],
  ]),

  // --- Accounts -----------------------------------------------------------------------
  ...dict('web_stu_login', [
    ['0', '账号密码登录', 'Password Login'],
    ['1', '手机验证码登录', 'Phone Verification Code Login'],
  ]),

  // --- Applications -------------------------------------------------------------------
  ...dict('stuStatus', STUDENT_STATUSES),
  ...dict('stuStatus_agent', STUDENT_STATUSES),

  ...dict('agent_send_language_type', [
    ['1', '雅思', 'IELTS'],
    ['2', '托福', 'TOEFL'],
    ['3', 'PTE学术英语', 'PTE Academic'],
    ['4', '多邻国英语测试', 'Duolingo English Test'],
    ['5', 'GRE', 'GRE'],
    ['6', 'GMAT', 'GMAT'],
    ['7', '其他', 'Other'],
  ]),

  ...dict('stu_visa_status', [
    ['1', '学生签证', 'Student Visa'],
    ['2', '工作签证', 'Work Visa'],
    ['3', '永久居民', 'Permanent Resident'],
    ['4', '旅游签证', 'Visitor Visa'],
    ['5', '陪读/家属签证', 'Dependant Visa'],
    ['6', '毕业生签证', 'Graduate Visa'],
    ['7', '无签证', 'No Visa'],
    ['8', '其他', 'Other'],
  ]),

  ...dict('stu_degree', [
    ['1', '高中', 'High School'],
    ['2', '大专', 'Associate Degree'],
    ['3', '本科', 'Bachelor'],
    ['4', '硕士', 'Master'],
    ['5', '博士', 'Doctor'],
  ]),

  ...dict('agent_stu_attachment_type', [
    ['1', '护照', 'Passport'],
    ['2', '成绩单', 'Transcript'],
    ['3', '毕业证', 'Graduation Certificate'],
    ['4', '学位证', 'Degree Certificate'],
    ['5', '在读证明', 'Enrolment Certificate'],
    ['6', '语言成绩', 'Language Score Report'],
    ['7', '个人陈述', 'Personal Statement'],
    ['8', '推荐信', 'Reference Letter'],
    ['9', '简历', 'CV'],
    ['10', '作品集', 'Portfolio'],
    ['11', '资金证明', 'Proof of Funds'],
    ['12', '其他', 'Other'],
  ]),

  ...dict('contact_relation', [
    ['1', '父亲', 'Father'],
    ['2', '母亲', 'Mother'],
    ['3', '监护人', 'Guardian'],
    ['4', '其他', 'Other'],
  ]),

  ...dict('kinsfolk_relation', [
    ['1', '父亲', 'Father'],
    ['2', '母亲', 'Mother'],
    ['3', '兄弟', 'Brother'],
    ['4', '姐妹', 'Sister'],
    ['5', '配偶', 'Spouse'],
    ['6', '子女', 'Child'],
    ['7', '祖父母', 'Grandparent'],
    ['8', '其他亲属', 'Other Relative'],
  ]),

  // --- Messages -----------------------------------------------------------------------
  ...dict('stu_leave_msg_type', [
    ['1', '加专业', 'Add a Major'],
    ['2', '换专业', 'Change Major'],
    ['3', '延期申请', 'Deferral Request'],
    ['4', '补充材料', 'Supplementary Documents'],
    ['5', '其他', 'Other'],
  ]),

  ...dict('web_stu_leave_msg_role', [
    ['0', '顾问', 'Counsellor'],
    ['1', '学生/代理', 'Student or Agent'],
    ['2', '系统', 'System'],
  ]),

  // --- Contracts ----------------------------------------------------------------------
  ...dict('agent_view_contract_status', [
    ['0', '未签署', 'Not Signed'],
    ['1', '已签署', 'Signed'],
    ['2', '已付款', 'Paid'],
    ['3', '已过期', 'Expired'],
  ]),
  // Currency of each study country (remark), looked up by getCurrencyById for the tuition filters.
  ...dict('country_currency', [
    ['140', '英镑', 'Pound sterling', 'GBP'],
    ['11', '欧元', 'Euro', 'EUR'],
    ['51', '欧元', 'Euro', 'EUR'],
    ['101', '新加坡元', 'Singapore dollar', 'SGD'],
    ['100', '加拿大元', 'Canadian dollar', 'CAD'],
    ['35', '澳大利亚元', 'Australian dollar', 'AUD'],
    ['41', '新西兰元', 'New Zealand dollar', 'NZD'],
    ['840181842530537472', '瑞士法郎', 'Swiss franc', 'CHF'],
    ['210', '瑞典克朗', 'Swedish krona', 'SEK'],
    ['211', '马来西亚林吉特', 'Malaysian ringgit', 'MYR'],
    ['212', '欧元', 'Euro', 'EUR'],
    ['213', '匈牙利福林', 'Hungarian forint', 'HUF'],
    ['214', '欧元', 'Euro', 'EUR'],
    ['215', '挪威克朗', 'Norwegian krone', 'NOK'],
    ['877157913121263616', '美元', 'US dollar', 'USD'],
  ]),
];

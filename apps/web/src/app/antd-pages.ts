// The lazy imports of the pages drawn with antd, apart from the route table: each of them names the
// dozens of antd chunks its page needs (to fetch them at once), a list the app's first load would
// otherwise carry for every such route. This module is fetched with the first of these pages.
import { lazy } from 'react';
import { provideAppParts } from '../lib/parts';

export const antdPages = {
  user: () => import('../features/user/pages/UserCenterPage'),
  userInfo: () => import('../features/user/pages/UserInfoPage'),
  login: () => import('../features/auth/pages/LoginPage'),
  phoneLogin: () => import('../features/auth/pages/PhoneLoginPage'),
  register: () => import('../features/auth/pages/RegisterPage'),
  resetPass: () => import('./routes/ResetPassRoute'),
  resetPassIndex: () => import('../features/auth/pages/ResetPassPage'),
  notFound: () => import('./routes/NotFound'),
  majors: () => import('../features/catalogue/pages/MajorsPage'),
  caseShare: () => import('../features/cases/pages/CaseSharePage'),
  caseDetail: () => import('../features/cases/pages/CaseDetailPage'),
  studyHelp: () => import('../features/articles/pages/StudyHelpPage'),
  article: () => import('../features/articles/pages/ArticlePage'),
  findScholarship: () => import('../features/scholarships/pages/FindScholarshipPage'),
  myApply: () => import('../features/applications/pages/MyApplyPage'),
  applyDetail: () => import('../features/applications/pages/ApplyDetailPage'),
  studentInfo: () => import('../features/wizard/pages/WizardPage'),
  addApply: () => import('../features/wizard/apply/AddApplyPage'),
  signContract: () => import('../features/contract/pages/SignContractPage'),
  serviceFee: () => import('../features/contract/pages/ServiceFeePage'),
  contractInfo: () => import('../features/contract/pages/ContractInfoPage'),
  aiSchool: () => import('../features/ai-school/pages/AiSchoolPage'),
  aiSchoolMethod: () => import('../features/ai-school/pages/MethodPage'),
  policy: () => import('../features/privacy/pages/PolicyPage'),
};

export type AntdPage = keyof typeof antdPages;

// The pieces one feature draws inside another's antd page (lib/parts.tsx): the personal centre's
// "privacy & my data" and the application detail's "request a correction", each a lazy chunk.
provideAppParts({
  PrivacyCentre: lazy(() => import('../features/privacy/components/PrivacyCentre').then((m) => ({ default: m.PrivacyCentre }))),
  CorrectionRequest: lazy(() => import('../features/privacy/components/CorrectionRequest').then((m) => ({ default: m.CorrectionRequest }))),
});

// The read-only sections of a student file, one per wizard step, in the wizard's order. The
// application detail shows them all; the wizard can show any of them for a done step.
export { BasicInfoSection } from './BasicInfoSection';
export { ApplyInfoSection } from './ApplyInfoSection';
export { EducationSection } from './EducationSection';
export { WorkSection } from './WorkSection';
export { LanguageSection } from './LanguageSection';
export { ReferrerSection } from './ReferrerSection';
export { GuardianSection } from './GuardianSection';
export { CardSection } from './CardSection';
export { KinsfolkSection } from './KinsfolkSection';
export { AttachmentsSection } from './AttachmentsSection';
export { OtherInfoSection } from './OtherInfoSection';

// A student file read only, section by section as on /applyDetail, for the workbench.
import type { FileSectionsProps } from '../../features/console/parts';
import {
  ApplyInfoSection,
  AttachmentsSection,
  BasicInfoSection,
  CardSection,
  EducationSection,
  GuardianSection,
  KinsfolkSection,
  LanguageSection,
  OtherInfoSection,
  ReferrerSection,
  WorkSection,
} from '../../features/applications/components/sections';
import '../../components/detail-ui.css';
import '../../features/applications/applications.css';

export function FileSections({ draft: d, cardExtra, skip = [] }: FileSectionsProps) {
  return (
    <div className="ro-stack">
      <BasicInfoSection draft={d} id="basic" />
      <ApplyInfoSection draft={d} id="apply" />
      <EducationSection draft={d} id="education" />
      <WorkSection draft={d} id="work" />
      <LanguageSection draft={d} id="language" />
      <ReferrerSection draft={d} id="referrer" />
      <GuardianSection draft={d} id="guardian" />
      <CardSection draft={d} id="card" extra={cardExtra} />
      <KinsfolkSection draft={d} id="kinsfolk" />
      <OtherInfoSection draft={d} id="other" />
      {skip.includes('attachments') ? null : <AttachmentsSection draft={d} id="attachments" />}
    </div>
  );
}

// Step 2, read only: the application country, the chosen schools and their courses.
import { Tag } from 'antd';
import type { ApplyItem, StudentDraft } from '@portal/shared';
import { uniNames } from '../../../../lib/display';
import { FileLinks, Fields, NoneYet, ReadSection, text, useReadOnly } from './read-only';

/** info answers the schools as agentApplyList and again as applyList (the spec's name). */
const schoolsOf = (d: StudentDraft): ApplyItem[] => (d.agentApplyList?.length ? d.agentApplyList : (d.applyList ?? []));

export function ApplyInfoSection({ draft, id }: { draft: StudentDraft; id?: string }) {
  const { t, lang, label } = useReadOnly();
  const schools = schoolsOf(draft);
  return (
    <ReadSection
      id={id}
      title={t('sections.apply')}
      extra={draft.countryId ? label('web_clerk_countryName', draft.countryId) : draft.countryName}
    >
      {schools.length === 0 ? (
        <NoneYet />
      ) : (
        <div className="ro-schools">
          {schools.map((s, i) => {
            const { name, other } = uniNames(s, lang);
            return (
              <section key={s.applyId ?? `${s.uniId}-${i}`} className="ro-school">
                <header className="ro-school__head">
                  {s.uniLogo ? (
                    <img className="ro-school__logo" src={s.uniLogo} alt="" loading="lazy" />
                  ) : (
                    <span className="ro-school__logo" aria-hidden="true" />
                  )}
                  <div className="ro-school__names">
                    <h3 className="ro-school__name">
                      <span className="ro-school__no">{t('applyInfo.school', { n: i + 1 })}</span> {text(name)}
                    </h3>
                    {other ? <p className="ro-school__en">{other}</p> : null}
                  </div>
                  {s.isReduce === '1' ? <Tag color="green">{t('applyInfo.reduce')}</Tag> : null}
                  {s.isSpecial === '1' ? <Tag color="orange">{t('applyInfo.special')}</Tag> : null}
                </header>
                {(s.courseList ?? []).map((c, j) => (
                  <Fields
                    key={c.courseId ?? j}
                    fields={[
                      { key: 'courseName', label: t('course.courseName'), value: text(c.courseName), wide: true },
                      { key: 'courseType', label: t('course.courseType'), value: label('web_stu_courseType', c.courseType) },
                      { key: 'courseAge', label: t('course.courseAge'), value: label('course_age', c.courseAge) },
                      { key: 'volSort', label: t('course.volSort'), value: text(c.volSort) },
                      { key: 'beginDate', label: t('course.beginDate'), value: text(c.beginDate) },
                      { key: 'coreBeginDate', label: t('course.coreBeginDate'), value: text(c.coreBeginDate) },
                      { key: 'campus', label: t('course.campus'), value: text(c.campus) },
                      {
                        key: 'professionalLink',
                        label: t('course.professionalLink'),
                        value:
                          c.professionalLink && /^https?:\/\//i.test(c.professionalLink) ? (
                            <a href={c.professionalLink} target="_blank" rel="noopener noreferrer">
                              {c.professionalLink}
                            </a>
                          ) : (
                            text(c.professionalLink)
                          ),
                        wide: true,
                      },
                    ]}
                  />
                ))}
                {s.isSpecial === '1' ? (
                  <Fields
                    fields={[{ key: 'forms', label: t('applyInfo.schoolForms'), value: <FileLinks files={s.netApplyFile} />, wide: true }]}
                  />
                ) : null}
              </section>
            );
          })}
        </div>
      )}
    </ReadSection>
  );
}

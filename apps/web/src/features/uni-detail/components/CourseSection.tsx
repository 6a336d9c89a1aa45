// Undergraduate or master courses of the university, grouped by faculty, each linking to the major
// page. Fetch errors are silently ignored (spec 000 section 8): the section then shows no courses.
// In en a course shows its English name only.
import { useState } from 'react';
import { Icon } from '../../../components/Icon';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { majorDetailPath } from '../../../config/paths';
import { EmptyState } from '../../../components/ErrorState';
import { PlainButton } from '../../../components/PlainButton';
import { TextSkeleton } from '../../../components/TextSkeleton';
import { dictLabelOf, useDict } from '../../../lib/dict';
import { dash, formatMoney } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import type { Course } from '../api/uni';

export const SYSTEM_DICT = 'major_system';
/** Courses shown before 'show all'. */
const FIRST = 8;

interface Group {
  faculty: string;
  courses: Course[];
}

function groupByFaculty(courses: readonly Course[], lang: 'cn' | 'en'): Group[] {
  const out = new Map<string, Group>();
  for (const c of courses) {
    const faculty = (lang === 'en' ? c.facultyEnName || c.facultyName : c.facultyName || c.facultyEnName) ?? '';
    const g = out.get(faculty) ?? { faculty, courses: [] };
    g.courses.push(c);
    out.set(faculty, g);
  }
  return [...out.values()];
}

export function CourseSection({ courses, loading }: { courses: Course[] | undefined; loading: boolean }) {
  const { t } = useTranslation('detail');
  const lang = getLang();
  const dict = useDict([SYSTEM_DICT]);
  const [all, setAll] = useState(false);
  if (loading) return <TextSkeleton rows={4} />;
  if (!courses?.length) return <EmptyState message={t('uni.courses.empty')} />;
  const shown = all ? courses : courses.slice(0, FIRST);
  const duration = (v: string | null) => dictLabelOf(dict.data?.[SYSTEM_DICT], v, lang) ?? dash(v);
  return (
    <div className="courses">
      <p className="courses__count">{t('uni.courses.count', { n: courses.length })}</p>
      {groupByFaculty(shown, lang).map((g) => (
        <div key={g.faculty} className="courses__group">
          {g.faculty ? <h3 className="courses__faculty">{g.faculty}</h3> : null}
          <ul className="courses__list">
            {g.courses.map((c) => {
              const [primary, secondary] =
                lang === 'en' ? [c.majorEnName || c.majorName, null] : [c.majorName || c.majorEnName, c.majorEnName];
              return (
                <li key={c.majorId}>
                  <Link to={majorDetailPath(c.majorId)} className="course-row">
                    <span className="course-row__names">
                      <span className="course-row__name">{primary}</span>
                      {secondary && secondary !== primary ? <span className="course-row__en">{secondary}</span> : null}
                    </span>
                    <span className="course-row__facts">
                      <span>
                        <em>{t('uni.courses.tuition')}</em> {formatMoney(c.majorTuition, c.currency)}
                      </span>
                      <span>
                        <em>{t('uni.courses.duration')}</em> {duration(c.majorSystem)}
                      </span>
                    </span>
                    <span className="course-row__go">
                      {t('uni.courses.view')} <Icon icon={RightOutlined} />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {courses.length > FIRST ? (
        <div className="courses__more">
          <PlainButton look="link" onClick={() => setAll((v) => !v)} aria-expanded={all}>
            {all ? t('uni.courses.showLess') : t('uni.courses.showAll', { n: courses.length })}
          </PlainButton>
        </div>
      ) : null}
    </div>
  );
}

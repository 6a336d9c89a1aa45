// /majordetail?majorId= (spec 000 screen 5): every field of the major, its university (logo,
// link to the university page), country and flag, the programme link, apply and consult actions.
// In en only the English names are shown (the Chinese ones are translations, not the names).
import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { uniDetailPath } from '../../../config/paths';
import { ApplyConsultActions } from '../../../components/ApplyConsultActions';
import { QueryState } from '../../../components/QueryState';
import { TextSkeleton } from '../../../components/TextSkeleton';
import { useIsMobile } from '../../../lib/device';
import { dictLabelOf, dictQuery, useDict } from '../../../lib/dict';
import { dash, dateText, formatMoney, uniNames } from '../../../lib/display';
import { idParam } from '../../../lib/id-param';
import { getLang } from '../../../lib/lang';
import type { FirstScreenQueries } from '../../../lib/first-screen';
import { majorDetailQuery, useMajorDetail, type MajorDetail } from '../api/major';
import '../../../components/detail-ui.css';
import '../major-detail.css';
import { ReportErrorLink, SourceLine } from '../../../components/sourcing/Sourcing';

/** What a reader may report on a programme page. */
const MAJOR_REPORT_FIELDS = ['tuition', 'requirements', 'dates', 'name', 'other'] as const;

const SYSTEM_DICT = 'major_system';

/** A safe external link: only http(s) addresses become links. */
const isWebLink = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url.trim());

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Paragraph({ text }: { text: string | null }) {
  return text?.trim() ? <p className="major-text">{text}</p> : <p className="major-text muted">{dash(text)}</p>;
}

function MajorBody({ m, mobile }: { m: MajorDetail; mobile: boolean }) {
  const { t } = useTranslation('detail');
  const lang = getLang();
  const dict = useDict([SYSTEM_DICT]);
  const [primary, secondary] = lang === 'en' ? [m.majorEnName || m.majorName, null] : [m.majorName, m.majorEnName];
  const { name: uniPrimary, other: uniSecondary } = uniNames(m, lang);
  const country = lang === 'en' ? m.countryEnName || m.countryName : m.countryName;
  const faculty = lang === 'en' ? m.facultyEnName || m.facultyName : m.facultyName || m.facultyEnName;
  const degree =
    m.degreeType && ['1', '2', '3'].includes(m.degreeType) ? t(`major.degrees.${m.degreeType as '1' | '2' | '3'}`) : dash(null);
  const system = dictLabelOf(dict.data?.[SYSTEM_DICT], m.majorSystem, lang) ?? dash(m.majorSystem);

  return (
    <>
      <section className="major-head" aria-labelledby="major-name">
        <div className="container major-head__inner">
          <div className="major-head__text">
            <h1 id="major-name" className="major-head__name">
              {primary}
            </h1>
            {secondary && secondary !== primary ? <p className="major-head__en">{secondary}</p> : null}
            <Link to={uniDetailPath(m.uniId)} className="major-uni">
              <span className="major-uni__logo">{m.uniLogo ? <img src={m.uniLogo} alt="" /> : null}</span>
              <span className="major-uni__names">
                <span className="major-uni__name">{uniPrimary}</span>
                {uniSecondary ? <span className="major-uni__en">{uniSecondary}</span> : null}
              </span>
              <Icon icon={RightOutlined} className="major-uni__go" aria-hidden="true" />
            </Link>
            <p className="major-head__meta">
              <span className="major-head__country">
                {m.countryFlag ? <img src={m.countryFlag} alt="" /> : null}
                {country}
              </span>
              <span>{degree}</span>
              <span>
                {t('major.system')} {system}
              </span>
            </p>
          </div>
          <div className="major-head__actions">
            <ApplyConsultActions
              uniId={m.uniId}
              majorId={m.majorId}
              consultLabel={t('actions.majorConsult')}
              consult={{ countryId: m.countryId, uniId: m.uniId, uniEnName: m.uniEnName, majorName: m.majorEnName || m.majorName }}
              size={mobile ? 'middle' : 'large'}
            />
          </div>
        </div>
      </section>
      <div className="container dpage major-body">
        <section className="dpanel" aria-labelledby="major-basics">
          <h2 id="major-basics" className="dpanel__title">
            {t('major.basics')}
          </h2>
          <Facts
            rows={[
              [
                t('major.university'),
                <Link key="u" to={uniDetailPath(m.uniId)}>
                  {uniPrimary}
                </Link>,
              ],
              [
                t('major.country'),
                <span key="c" className="facts__country">
                  {m.countryFlag ? <img src={m.countryFlag} alt="" /> : null}
                  {dash(country)}
                </span>,
              ],
              [t('major.faculty'), dash(faculty)],
              [t('major.degree'), degree],
              [t('major.system'), system],
              [t('major.tuition'), formatMoney(m.majorTuition, m.currency)],
              [t('major.stipend'), m.stipend ? formatMoney(m.stipend, m.currency) : dash(null)],
              [
                t('major.link'),
                isWebLink(m.majorLink) ? (
                  <a key="l" href={m.majorLink} target="_blank" rel="noopener noreferrer" className="facts__link">
                    {m.majorLink} <Icon icon={ExportOutlined} />
                  </a>
                ) : (
                  dash(m.majorLink)
                ),
              ],
            ]}
          />
          <div className="sourcing-bar">
            <SourceLine source={m.source} checkedAt={m.checkedAt} />
            <ReportErrorLink targetType="major" targetId={m.majorId} fields={MAJOR_REPORT_FIELDS} />
          </div>
        </section>
        <section className="dpanel" aria-labelledby="major-intro">
          <h2 id="major-intro" className="dpanel__title">
            {t('major.introduction')}
          </h2>
          <Paragraph text={m.majorIntroduction} />
        </section>
        <section className="dpanel" aria-labelledby="major-req">
          <h2 id="major-req" className="dpanel__title">
            {t('major.requirements')}
          </h2>
          <h3 className="major-sub">{t('major.background')}</h3>
          <Paragraph text={m.backgroundRequirement} />
          <h3 className="major-sub">{t('major.language')}</h3>
          <Paragraph text={m.languageRequirement} />
          <h3 className="major-sub">{t('major.scores')}</h3>
          <ul className="scores">
            {(
              [
                [t('major.ielts'), m.ieltsScore],
                [t('major.toefl'), m.toeflScore],
                [t('major.pte'), m.pte],
                [t('major.gmat'), m.gmat],
                [t('major.gre'), m.gre],
                [t('major.minGpa'), m.minGpa],
              ] as const
            ).map(([label, v]) => (
              <li key={label} className="scores__item">
                <span className="scores__label">{label}</span>
                <span className="scores__value">{dash(v)}</span>
              </li>
            ))}
          </ul>
          <SourceLine source={m.source} checkedAt={m.checkedAt} />
        </section>
        <section className="dpanel" aria-labelledby="major-dates">
          <h2 id="major-dates" className="dpanel__title">
            {t('major.dates')}
          </h2>
          <Facts
            rows={[
              [t('major.applyDate'), dash(dateText(m.applyDate, lang))],
              [t('major.beginDate'), dash(dateText(m.beginDate, lang))],
            ]}
          />
        </section>
      </div>
    </>
  );
}

/** The major and the dictionary of its duration (lib/first-screen). */
export const firstScreen: FirstScreenQueries = (params) => {
  const majorId = idParam(params.get('majorId'));
  return majorId ? [majorDetailQuery(majorId), dictQuery([SYSTEM_DICT])] : null;
};

export default function MajorDetailPage() {
  const { t } = useTranslation('detail');
  const [params] = useSearchParams();
  const majorId = idParam(params.get('majorId'));
  const mobile = useIsMobile();
  const q = useMajorDetail(majorId);

  return (
    <QueryState
      q={q}
      id={majorId}
      missingText={t('common.missingId')}
      notFoundText={t('major.notFound')}
      frame={(node) => <div className="container dpage">{node}</div>}
      skeleton={
        <div aria-busy="true">
          <div className="major-head">
            <div className="container major-head__inner">
              <TextSkeleton rows={3} />
            </div>
          </div>
          <div className="container dpage">
            <div className="dpanel">
              <TextSkeleton rows={6} />
            </div>
          </div>
        </div>
      }
    >
      {(m) => (
        <div className={mobile ? 'major-page major-page--mobile' : 'major-page'}>
          <MajorBody m={m} mobile={mobile} />
        </div>
      )}
    </QueryState>
  );
}

// Application summary (spec 000 screen 1, POST /operate/bs/stu/summary): the catalogue's figures.
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/display';
import { useSummary, type Summary as Figures } from '../api/home';
import { QueryBody, Section, Skeletons } from '../components/Section';

const FIGURES: readonly (keyof Figures)[] = ['countryTotal', 'uniTotal', 'majorTotal', 'caseTotal', 'scholarshipTotal'];

export default function Summary() {
  const { t } = useTranslation('home');
  const q = useSummary();
  return (
    <Section id="summary" title={t('summary.title')} lead={t('summary.lead')}>
      <QueryBody
        q={q}
        empty={!q.data}
        emptyText={t('empty')}
        skeleton={<Skeletons n={FIGURES.length} className="figures" itemClass="figure" />}
      >
        {() => (
          <dl className="figures">
            {FIGURES.map((k) => (
              <div key={k} className="figure">
                <dt className="figure__label">{t(`summary.${k}`)}</dt>
                <dd className="figure__value">{formatCount(q.data?.[k])}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryBody>
    </Section>
  );
}

// Success cases (spec 000 screen 1): the six newest admissions as case cards and a learn-more
// button to the case share list. Opening a case needs a session (the login dialog leads on to it).
import { useTranslation } from 'react-i18next';
import { RightOutlined } from '@ant-design/icons';
import { CaseCard, caseUniName } from '../../../components/CaseCard';
import { getLang } from '../../../lib/lang';
import { caseDetailPath, paths } from '../../../config/paths';
import { useLoginGate } from '../../../lib/login-gate';
import { useSuccessCases } from '../api/home';
import { QueryBody, Section, Skeletons } from '../components/Section';

const SIX = 6;

export default function SuccessCases() {
  const { t } = useTranslation('home');
  const lang = getLang();
  const { go, goWithLogin } = useLoginGate();
  const q = useSuccessCases();
  const list = (q.data ?? []).slice(0, SIX);
  return (
    <Section
      id="cases"
      title={t('cases.title')}
      lead={t('cases.lead')}
      action={
        <button type="button" className="btn btn--ghost-primary" onClick={() => go(paths.caseShare)}>
          {t('cases.more')} <RightOutlined aria-hidden="true" />
        </button>
      }
    >
      <QueryBody
        q={q}
        empty={list.length === 0}
        emptyText={t('empty')}
        skeleton={<Skeletons n={SIX} className="home-cases" itemClass="home-cases__skeleton" />}
      >
        {() => (
          <div className="home-cases">
            {list.map((c) => (
              <CaseCard key={c.stuId} data={c} onOpen={() => goWithLogin(caseDetailPath({ ...c, uniName: caseUniName(c, lang) }))} />
            ))}
          </div>
        )}
      </QueryBody>
    </Section>
  );
}

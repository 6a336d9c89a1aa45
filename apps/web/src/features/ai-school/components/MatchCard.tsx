// One programme of the matching's answer: the university (logo, names: cn the Chinese name with the
// English one below), the programme, country and QS rank, the admission chance with its 80% range
// and the cases it rests on (or 'too few cases to estimate'), the reasons in plain words, the
// tuition in yuan with the original amount, and apply now / consult (online consultation about this
// university and programme, as on the major page).
import { Button } from 'antd';
import { CheckCircleFilled, CustomerServiceOutlined, ExclamationCircleFilled, InfoCircleFilled, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MatchItem, MatchReason } from '@portal/shared';
import { FEATURES } from '../../../config/features';
import { majorDetailPath, uniDetailPath } from '../../../config/paths';
import { useApplyNow } from '../../../lib/apply-now/use-apply-now';
import { useConsult } from '../../../lib/consult';
import { mediaSrc, uniNames } from '../../../lib/display';
import { getLang } from '../../../lib/lang';
import { chanceText, tuitionParts } from '../format';

function ReasonIcon({ good }: { good: MatchReason['good'] }) {
  const { t } = useTranslation('match');
  if (good === true) return <CheckCircleFilled className="ai-reason__icon ai-reason__icon--good" aria-label={t('card.good')} />;
  if (good === false) return <ExclamationCircleFilled className="ai-reason__icon ai-reason__icon--bad" aria-label={t('card.bad')} />;
  return <InfoCircleFilled className="ai-reason__icon ai-reason__icon--neutral" aria-label={t('card.neutral')} />;
}

export function MatchCard({ item, degree }: { item: MatchItem; degree: string | undefined }) {
  const { t } = useTranslation('match');
  const lang = getLang();
  const names = uniNames(item, lang);
  const consult = useConsult();
  const { applying, applyUni } = useApplyNow();
  const tuition = tuitionParts(item, lang);
  const tuitionText =
    tuition.yuan && tuition.original
      ? t('card.tuition', { yuan: tuition.yuan, original: tuition.original })
      : tuition.yuan
        ? t('card.tuitionYuan', { yuan: tuition.yuan })
        : tuition.original
          ? t('card.tuitionOriginal', { original: tuition.original })
          : t('card.tuitionNone');
  const rated = item.chance !== null;

  return (
    <article className={`ai-card${rated ? ` ai-card--${item.group ?? 'match'}` : ' ai-card--unrated'}`} data-major-id={item.majorId}>
      <header className="ai-card__head">
        <Link to={uniDetailPath(item.uniId)} className="ai-card__logo" aria-hidden="true" tabIndex={-1}>
          {item.uniLogo ? <img src={mediaSrc(item.uniLogo, lang)} alt="" loading="lazy" /> : <span>{names.name.slice(0, 1)}</span>}
        </Link>
        <div className="ai-card__names">
          <Link to={uniDetailPath(item.uniId)} className="ai-card__uni">
            {names.name}
          </Link>
          {names.other ? <span className="ai-card__uni-en">{names.other}</span> : null}
          <Link to={majorDetailPath(item.majorId)} className="ai-card__major">
            {item.majorName}
          </Link>
          <span className="ai-card__meta">
            {[item.countryName, item.qsRank ? t('card.qs', { rank: item.qsRank }) : t('card.qsNone'), degree].filter(Boolean).join(' · ')}
          </span>
        </div>
        <div className="ai-card__chance" aria-label={t('card.chance')}>
          {rated ? (
            <>
              <span className="ai-card__chance-label">{t('card.chance')}</span>
              <strong className="ai-card__chance-value">{chanceText(item.chance!, item.low, item.high, lang)}</strong>
              <span className="ai-card__cases">
                {item.poolCases > 0 ? t('card.casesPooled', { n: item.cases, pool: item.poolCases }) : t('card.cases', { n: item.cases })}
              </span>
            </>
          ) : (
            <strong className="ai-card__too-few">{t('card.tooFew')}</strong>
          )}
        </div>
      </header>
      {item.reasons.length ? (
        <ul className="ai-card__reasons" aria-label={t('card.reasons')}>
          {item.reasons.map((r, i) => (
            <li key={`${r.kind}-${i}`} className="ai-reason">
              <ReasonIcon good={r.good} />
              <span>{r.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <footer className="ai-card__foot">
        <span className="ai-card__tuition">{tuitionText}</span>
        <span className="ai-card__actions">
          <Button type="primary" icon={<SendOutlined />} loading={applying} onClick={() => applyUni(item.uniId, item.majorId)}>
            {t('card.apply')}
          </Button>
          {FEATURES.consultation ? (
            <Button
              icon={<CustomerServiceOutlined />}
              onClick={() =>
                consult({
                  countryId: item.countryId,
                  uniId: item.uniId,
                  uniEnName: item.uniEnName,
                  majorName: item.majorEnName || item.majorName,
                })
              }
            >
              {t('card.consult')}
            </Button>
          ) : null}
        </span>
      </footer>
    </article>
  );
}

// The matching's answer in four tabs with their counts: reach, match, safety and too few cases to
// estimate; the first tab with programmes opens (match first when it has some). Nothing in any group:
// the empty text asking to widen the filters.
import { useState } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { MATCH_BANDS, type MatchResult } from '@portal/shared';
import { EmptyState } from '../../../components/ErrorState';
import { dictLabelOf, useDict } from '../../../lib/dict';
import { getLang } from '../../../lib/lang';
import { percent } from '../format';
import { MATCH_DICTS } from './MatchForm';
import { MatchCard } from './MatchCard';
import { RESULT_GROUPS, firstGroup, resultTotal, type ResultGroup } from '../results';

export function MatchResults({ result, compact }: { result: MatchResult; compact: boolean }) {
  const { t } = useTranslation('match');
  const lang = getLang();
  const dict = useDict(Object.values(MATCH_DICTS));
  const [active, setActive] = useState<ResultGroup>(() => firstGroup(result));
  if (resultTotal(result) === 0) return <EmptyState message={t('results.empty')} />;

  const hint = (g: ResultGroup) =>
    g === 'unrated'
      ? t('results.groupHint.unrated', { min: result.model.minCases })
      : t(`results.groupHint.${g}`, { reach: percent(MATCH_BANDS.reach), safety: percent(MATCH_BANDS.safety) });

  return (
    <Tabs
      className="ai-results__tabs"
      tabBarGutter={compact ? 16 : undefined}
      activeKey={active}
      onChange={(k) => setActive(k as ResultGroup)}
      items={RESULT_GROUPS.map((g) => {
        const group = result[g];
        return {
          key: g,
          label: (
            <span className={`ai-tab ai-tab--${g}`}>
              {compact && g === 'unrated' ? t('results.tooFewShort') : t(`results.groups.${g}`)}{' '}
              <span className="ai-tab__count">{group.total}</span>
            </span>
          ),
          children: (
            <div className="ai-group" data-group={g}>
              <p className="ai-group__hint">{hint(g)}</p>
              {group.list.length ? (
                <div className="ai-group__list">
                  {group.list.map((item) => (
                    <MatchCard
                      key={item.majorId}
                      item={item}
                      degree={dictLabelOf(dict.data?.[MATCH_DICTS.degree], item.degreeType, lang)}
                    />
                  ))}
                </div>
              ) : (
                <EmptyState message={t('results.groupEmpty')} />
              )}
              {group.total > group.list.length ? (
                <p className="ai-group__shown">{t('results.shown', { shown: group.list.length, total: group.total })}</p>
              ) : null}
            </div>
          ),
        };
      })}
    />
  );
}

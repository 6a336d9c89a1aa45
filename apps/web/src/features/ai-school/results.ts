// The groups of the matching's answer as the page shows them, and the one that opens first.
import type { MatchResult } from '@portal/shared';

export const RESULT_GROUPS = ['reach', 'match', 'safety', 'unrated'] as const;
export type ResultGroup = (typeof RESULT_GROUPS)[number];

/** The tab that opens: match when it has programmes, else the first group that has any. */
export function firstGroup(r: Pick<MatchResult, ResultGroup>): ResultGroup {
  if (r.match.total > 0) return 'match';
  return RESULT_GROUPS.find((g) => r[g].total > 0) ?? 'match';
}

/** Programmes in all four groups together. */
export const resultTotal = (r: Pick<MatchResult, ResultGroup>): number => RESULT_GROUPS.reduce((n, g) => n + r[g].total, 0);

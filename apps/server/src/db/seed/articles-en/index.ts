// Demo content: the English versions of the 64 guide articles of articles.ts, in the same order and
// with the same HTML structure (title, introduction, body), one file per study stage. Written for
// English readers rather than word for word.
import type { ArticleEnglish } from './types';
import { SELECTION } from './selection';
import { APPLICATION } from './application';
import { LANGUAGE_TESTS } from './language-tests';
import { VISAS } from './visas';
import { PRE_DEPARTURE } from './pre-departure';
import { LIFE_ABROAD } from './life-abroad';
import { COSTS } from './costs';
import { SCHOLARSHIPS } from './scholarships';

export type { ArticleEnglish } from './types';

/** ARTICLES_EN[i] is the English version of ARTICLES[i]. */
export const ARTICLES_EN: ArticleEnglish[] = [
  ...SELECTION,
  ...APPLICATION,
  ...LANGUAGE_TESTS,
  ...VISAS,
  ...PRE_DEPARTURE,
  ...LIFE_ABROAD,
  ...COSTS,
  ...SCHOLARSHIPS,
];

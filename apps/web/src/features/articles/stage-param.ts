// The selected study stage of /studyHelp (spec 000 screen 10) lives in the address, as
// ?articleType=: opening an article and coming back (the back button, or the article's breadcrumb)
// returns to it, a reload keeps it, the top navigation's 'costs' entry opens that stage, and leaving
// for anywhere else, even by a full page load, leaves nothing behind. (The spec keeps it in session
// storage and clears it on leaving; the address does both without a store that outlives the page.)
export const STAGE_PARAM = 'articleType';

type Params = Pick<URLSearchParams, 'get'>;

/** The stage the address names, when it is one of the known stages; else all (''). */
export function stageFromParams(params: Params, known: readonly string[] | undefined): string {
  const v = (params.get(STAGE_PARAM) ?? '').trim();
  if (!v) return '';
  return known && !known.includes(v) ? '' : v;
}

/** The address of the list at `stage` (all when empty), keeping its other parameters. */
export function withStage(params: URLSearchParams, stage: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (stage) next.set(STAGE_PARAM, stage);
  else next.delete(STAGE_PARAM);
  return next;
}

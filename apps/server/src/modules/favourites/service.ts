// Favourite rules: only an existing university can be added or removed, and the answer carries the
// new flag ('1' a favourite, '0' not) with a message saying which happened.
import { CODES, type FavouriteSet, type Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { universityExists, writeFavourite } from './repo';

export async function setFavourite(db: Db, userId: number, uniId: number, add: boolean): Promise<FavouriteSet> {
  if (!(await universityExists(db, uniId))) throw new BizError(CODES.NOT_FOUND);
  await writeFavourite(db, userId, uniId, add);
  return { uniId, flag: add ? '1' : '0' };
}

export function favouriteMessage(r: FavouriteSet, lang: Lang): string {
  if (r.flag === '1') return lang === 'en' ? 'Added to favourites' : '已加入收藏';
  return lang === 'en' ? 'Removed from favourites' : '已取消收藏';
}

// Favourite universities (spec 000 section 4): GET collectSchool with flag '0' adds, '1' removes.
// Adding shows the 'added to favourites' popup with a way to the favourites tab (/user?menuItem=4);
// it needs a session, so visitors without one get the login dialog.
import { useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FavouriteSet } from '@portal/shared';
import { useNavigate } from 'react-router';
import { userCenterPath } from '../config/paths';
import { api } from './api-client';
import { useCurrentUser } from './auth';
import { dialog, toast } from './feedback';
import { openLoginDialog } from './login-dialog';

/** '1' favourited, '0' not (the card's flag). */
export type FavouriteFlag = '0' | '1';

export function collectSchool(uniId: number, flag: FavouriteFlag): Promise<FavouriteSet> {
  return api.get<FavouriteSet>('/uni/school-university/stuWeb/collectSchool', { uniId, flag });
}

/** Query keys whose answers carry favourite flags or counts; refreshed after every change. */
export const FAVOURITE_QUERY_KEYS: readonly QueryKey[] = [['catalogue'], ['favourites']];

export function useFavouriteToggle() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { loggedIn } = useCurrentUser();
  // The university of the newest change while it is on its way. A plain call, not a mutation hook:
  // the list and detail pages' shared chunk then needs no more of TanStack Query than its start.
  const [pendingId, setPendingId] = useState<number>();
  const newest = useRef(0);

  /** Sends a change; the answer says what it did. Rejects when the call failed (the API client has
   * shown why). The lists are read again either way before it settles. */
  const change = async (uniId: number, flag: FavouriteFlag): Promise<FavouriteSet> => {
    const seq = ++newest.current;
    setPendingId(uniId);
    try {
      const r = await collectSchool(uniId, flag);
      if (r.flag === '1')
        dialog.success({
          okCancel: true,
          title: t('favourite.addedTitle'),
          content: t('favourite.addedText'),
          okText: t('favourite.view'),
          cancelText: t('favourite.stay'),
          onOk: () => navigate(userCenterPath('4')),
        });
      else toast.success(t('favourite.removed'));
      return r;
    } finally {
      await Promise.all(FAVOURITE_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (newest.current === seq) setPendingId(undefined);
    }
  };

  /** Flips a university's favourite: its current flag '0' adds it, '1' removes it. */
  const toggle = (uni: { uniId: number; flag?: string | null }) => {
    if (!loggedIn) {
      openLoginDialog('login');
      return;
    }
    change(uni.uniId, uni.flag === '1' ? '1' : '0').catch(() => {
      /* the API client has shown the error */
    });
  };

  /** Removes without asking (the star of the favourites list). */
  const remove = (uniId: number) => change(uniId, '1');

  return { toggle, remove, pendingId };
}

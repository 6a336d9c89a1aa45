// What a new notice (the bell's count grew) makes the portal fetch again: the student's
// applications (a reply, a return or a status change shows on the cards and the detail page).
// The app composes this, so the notifications feature does not reach into another feature.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export function useRefreshOnNotice(): () => void {
  const qc = useQueryClient();
  return useCallback(() => void qc.invalidateQueries({ queryKey: ['applications'] }), [qc]);
}

// Saving the profile or a contact: the server's message on success and fresh user info; code 018
// (contact bound to another account) answers with its own dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { codeMessage, CODES, type UpdateStudentUserBody } from '@portal/shared';
import { isApiError } from '../../../lib/api-client';
import { userInfoKey } from '../../../lib/auth';
import { dialog, toast } from '../../../lib/feedback';
import { getLang } from '../../../lib/lang';
import { updateStudentUser } from '../api/profile';

/** Code 018 is silent in the shared catalogue: the profile screens explain it with this dialog. */
export function useBoundElsewhereDialog() {
  const { t } = useTranslation('user');
  return (e: unknown) => {
    if (isApiError(e) && e.code === CODES.BOUND_ELSEWHERE)
      dialog.warning({ title: t('bind.failTitle'), content: codeMessage(CODES.BOUND_ELSEWHERE, getLang()), okText: t('bind.ok') });
  };
}

export function useProfileSave(onSaved?: () => void, onFailed?: (e: unknown) => void) {
  const { t } = useTranslation('user');
  const boundElsewhere = useBoundElsewhereDialog();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStudentUserBody) => updateStudentUser(body),
    onSuccess: async (msg) => {
      toast.success(msg || t('profile.saved'));
      await queryClient.invalidateQueries({ queryKey: userInfoKey });
      onSaved?.();
    },
    onError: (e) => {
      boundElsewhere(e);
      onFailed?.(e);
    },
  });
}

// Before sending a register code the account must be new; before a reset code it must exist.
// The texts are the server's own for codes 013 and 019 (shared catalogue).
import { codeMessage, CODES, stripSpaces } from '@portal/shared';
import { toast } from '../../../lib/feedback';
import { getLang } from '../../../lib/lang';
import { accountExists } from '../../../lib/verify-code';

export function useAccountPrecheck(mustExist: boolean) {
  return async (to: string) => {
    const content = to.includes('@') ? to.trim() : stripSpaces(to);
    const exists = await accountExists(content);
    if (exists !== mustExist) {
      const text = codeMessage(mustExist ? CODES.ACCOUNT_UNKNOWN : CODES.ACCOUNT_EXISTS, getLang());
      toast.error(text);
      throw new Error(text);
    }
  };
}

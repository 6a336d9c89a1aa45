// The contract answers the web reads, from the server's schemas (@portal/shared): the contracts of
// the signed-in account (GET /admin/user/contract) and their service milestones, which the
// application list (kind and done only) and the console's detail carry too.
import type { MilestoneKind } from '@portal/shared';

export { MILESTONE_KINDS, type ContractInfo, type MilestoneKind } from '@portal/shared';

/** A milestone as any answer carries it: the contract's own also have their title and refund rule in the request language. */
export interface Milestone {
  kind: MilestoneKind;
  done: boolean;
  doneAt?: string | null;
  title?: string;
  refundRule?: string;
}

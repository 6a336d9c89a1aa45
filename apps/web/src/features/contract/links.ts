// Where the contract screens lead.
import { paths, userCenterPath } from '../../config/paths';

/** 'My contracts': the personal centre's menuItem 2 on desktop, /contractInfo on a phone. */
export const contractsPathFor = (mobile: boolean) => (mobile ? paths.contractInfo : userCenterPath('2'));

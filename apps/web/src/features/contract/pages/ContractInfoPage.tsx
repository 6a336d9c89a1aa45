// /contractInfo (spec 000 mobile routes, 'contract display'): the phone's 'my contracts'. The
// desktop shows the same in the personal centre (/user?menuItem=2).
import { Navigate } from 'react-router';
import { MyContracts } from '../../../components/contract/MyContracts';
import { userCenterPath } from '../../../config/paths';
import { useIsMobile } from '../../../lib/device';
import '../../../components/detail-ui.css';

export default function ContractInfoPage() {
  const mobile = useIsMobile();
  if (!mobile) return <Navigate to={userCenterPath('2')} replace />;
  return (
    <div className="m-page">
      <MyContracts />
    </div>
  );
}

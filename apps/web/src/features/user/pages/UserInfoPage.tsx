// /userInfo: the mobile profile. Desktop uses /user?menuItem=1.
import { Navigate } from 'react-router';
import { userCenterPath } from '../../../config/paths';
import { useIsMobile } from '../../../lib/device';
import { BasicInfo } from '../components/BasicInfo';

export default function UserInfoPage() {
  const mobile = useIsMobile();
  if (!mobile) return <Navigate to={userCenterPath('1')} replace />;
  return (
    <div className="m-page">
      <BasicInfo />
    </div>
  );
}

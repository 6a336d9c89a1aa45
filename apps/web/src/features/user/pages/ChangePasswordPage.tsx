// Mobile /resetPass with a session: change password and the signed-in devices.
import { AccountSecurity } from '../components/AccountSecurity';

export default function ChangePasswordPage() {
  return (
    <div className="m-page">
      <AccountSecurity />
    </div>
  );
}

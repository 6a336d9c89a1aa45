// Mobile /resetPass with a session: change password.
import { ChangePasswordForm } from '../components/ChangePasswordForm';

export default function ChangePasswordPage() {
  return (
    <div className="m-page">
      <ChangePasswordForm />
    </div>
  );
}

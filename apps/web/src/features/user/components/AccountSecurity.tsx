// Personal centre 3: change the password, and see and end the sessions of the account.
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsCard } from './SessionsCard';

export function AccountSecurity() {
  return (
    <div className="account-security">
      <ChangePasswordForm />
      <SessionsCard />
    </div>
  );
}

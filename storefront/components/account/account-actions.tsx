import { MY_DATA_URL } from '@/lib/api/account';
import { ChangePassword } from './change-password';
import { DeleteAccount } from './delete-account';

/**
 * The customer's own account: Change password; their data to download and the account to delete (Digital Personal
 * Data Protection Act, 2023, ss.11-12). The download is a plain link: the browser saves the server's JSON file.
 */
export function AccountActions() {
  return (
    <div className="account-actions">
      <ChangePassword />
      <div>
        <a className="btn btn-outline" href={MY_DATA_URL} download>
          Download my data
        </a>
        <p className="field-hint" style={{ marginTop: 6 }}>
          Your profile, address, orders with their amounts, designs and tickets, as one JSON file.
        </p>
      </div>
      <DeleteAccount />
    </div>
  );
}

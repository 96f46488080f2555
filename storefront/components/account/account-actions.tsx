import { BusinessDetails } from './business-details';
import { ChangePassword } from './change-password';
import { DeleteAccount } from './delete-account';
import { DownloadMyData } from './download-my-data';

/**
 * The customer's own account: Change password; their data to download and the account to delete (Digital Personal
 * Data Protection Act, 2023, ss.11-12). The download is prepared by the server in the background (a ZIP).
 */
export function AccountActions() {
  return (
    <div className="account-actions">
      <BusinessDetails />
      <ChangePassword />
      <DownloadMyData />
      <DeleteAccount />
    </div>
  );
}

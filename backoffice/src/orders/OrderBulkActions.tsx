import { BulkUpdateButton } from 'react-admin';
import PaidIcon from '@mui/icons-material/Paid';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

/** Bulk changes go through the same per-order update (and so the same services and history). */
export const OrderBulkActions = () => (
    <>
        <BulkUpdateButton label="Mark as Paid" data={{ payment_status: 'paid' }} icon={<PaidIcon />} mutationMode="pessimistic" />
        <BulkUpdateButton label="Mark as shipped" data={{ status: 'shipped' }} icon={<LocalShippingIcon />} mutationMode="pessimistic" />
    </>
);

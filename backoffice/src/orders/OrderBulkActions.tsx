import { Button } from '@mui/material';
import { CanAccess, useCanAccess } from 'react-admin';
import PaidIcon from '@mui/icons-material/Paid';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { BulkPacksButton } from '../packs';
import { BulkLabelsButton } from '../labels';
import { BULK_MAX, useBulkChange } from './bulk/useBulkChange';
import { BulkStatusButton } from './bulk/BulkStatusButton';
import { BulkResults } from './bulk/BulkResults';

/**
 * The orders list's bulk actions on the ticked orders (at most 100): change status, mark paid or
 * unpaid (one server call, each order through the same service, a result per order), their
 * production packs (a background job) and shipping labels. Each only for a role that may do it.
 */
export const OrderBulkActions = () => {
    const { run, busy, answer, clear, count } = useBulkChange();
    const disabled = busy || count > BULK_MAX;
    const title = count > BULK_MAX ? `At most ${BULK_MAX} orders at a time.` : undefined;

    return (
        <>
            <CanAccess resource="orders" action="status">
                <BulkStatusButton count={count} disabled={disabled} onApply={status => run({ status })} />
            </CanAccess>
            <CanAccess resource="orders" action="payment">
                <Button size="small" startIcon={<PaidIcon fontSize="small" />} disabled={disabled} title={title} onClick={() => run({ payment_status: 'paid' })}>
                    Mark as Paid
                </Button>
                <Button size="small" startIcon={<MoneyOffIcon fontSize="small" />} disabled={disabled} title={title} onClick={() => run({ payment_status: 'unpaid' })}>
                    Mark as Unpaid
                </Button>
            </CanAccess>
            <CanAccess resource="orders" action="pack">
                <BulkPacksButton />
            </CanAccess>
            <CanAccess resource="labels" action="print">
                <BulkLabelsButton />
            </CanAccess>
            {answer ? <BulkResults answer={answer} onClose={clear} /> : null}
        </>
    );
};

/** True when the member may use one of the bulk actions (else the list shows no tick boxes). */
export const useCanBulk = () => {
    const status = useCanAccess({ resource: 'orders', action: 'status' }).canAccess;
    const payment = useCanAccess({ resource: 'orders', action: 'payment' }).canAccess;
    const pack = useCanAccess({ resource: 'orders', action: 'pack' }).canAccess;
    const labels = useCanAccess({ resource: 'labels', action: 'print' }).canAccess;
    return Boolean(status || payment || pack || labels);
};

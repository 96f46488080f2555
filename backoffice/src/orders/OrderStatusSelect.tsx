import { useState } from 'react';
import { CanAccess } from 'react-admin';
import { Button, MenuItem, TextField } from '@mui/material';
import { ORDER_STATUSES } from './statuses';
import type { OrderDetail } from './types';
import { useOrderUpdate } from './useOrderUpdate';
import { useShipPrompt } from '../shipping/useShipPrompt';

type Status = OrderDetail['status'];

/**
 * The order page's Status select and Submit. The select is a draft of the status the server holds:
 * it must start again from the server's value whenever that changes (the order shipped from the
 * board, a bulk change, a refetch after the cached page showed), so OrderHeader keys it by
 * `record.status` (see `statusKey`); a draft kept across a change would offer to move the order back.
 */
const StatusDraft = ({ record }: { record: OrderDetail }) => {
    const [status, setStatus] = useState<Status>(record.status);
    const [busy, setBusy] = useState(false);
    const updateOrder = useOrderUpdate();
    const ship = useShipPrompt();

    const submit = async () => {
        setBusy(true);
        // shipping asks for courier and AWB (POST .../ship), or ships without them ('Ship without
        // AWB': the order page then says 'AWB missing'); every other status is a plain update
        if (status === 'shipped' && record.status !== 'shipped')
            await ship.ask(record.order_id, () => updateOrder(record, { status: 'shipped' }));
        else await updateOrder(record, { status });
        setBusy(false);
    };

    return (
        <>
            <TextField
                select
                size="small"
                label="Status"
                value={status}
                onChange={event => setStatus(event.target.value as Status)}
                sx={{ minWidth: 150, '& .MuiSelect-select': { textTransform: 'capitalize' } }}
            >
                {ORDER_STATUSES.map(value => (
                    <MenuItem key={value} value={value} sx={{ textTransform: 'capitalize' }}>
                        {value}
                    </MenuItem>
                ))}
            </TextField>
            <Button variant="contained" disabled={busy || status === record.status} onClick={submit}>
                Submit
            </Button>
            {ship.dialog}
        </>
    );
};

/** The key that gives the select a fresh draft: the order and the status the server holds. */
export const statusKey = (record: Pick<OrderDetail, 'id' | 'status'>) => `${record.id}:${record.status}`;

/** Only for a member who may change a status (Support reads the order without it). */
export const OrderStatusSelect = ({ record }: { record: OrderDetail }) => (
    <CanAccess resource="orders" action="status">
        <StatusDraft key={statusKey(record)} record={record} />
    </CanAccess>
);

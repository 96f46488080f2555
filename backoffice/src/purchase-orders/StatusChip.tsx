import { useRecordContext } from 'react-admin';
import { Chip } from '@mui/material';
import type { PurchaseOrderRow } from '../types';
import { STATUS_COLOURS, STATUS_LABELS } from './statuses';

export const StatusChip = (_: { label?: string }) => {
    const order = useRecordContext<PurchaseOrderRow>();
    return order ? <Chip size="small" label={STATUS_LABELS[order.status]} color={STATUS_COLOURS[order.status]} /> : null;
};

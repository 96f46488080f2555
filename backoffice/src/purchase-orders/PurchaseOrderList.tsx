import { CreateButton, Datagrid, FunctionField, List, ReferenceInput, SelectInput, SimpleList, TextField, TextInput, TopToolbar, useCanAccess } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { formatDate, formatRupees } from '../format';
import type { PurchaseOrderRow } from '../types';
import { PurchaseRegisterButton } from './PurchaseRegisterButton';
import { StatusChip } from './StatusChip';
import { STATUS_CHOICES } from './statuses';

const useFilters = () => {
    // the print floor and the order desk receive deliveries but do not read suppliers
    const { canAccess: suppliers } = useCanAccess({ resource: 'suppliers', action: 'list' });
    return [
        <TextInput key="q" source="q" label="Number" alwaysOn />,
        <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
        ...(suppliers ? [<ReferenceInput key="supplier" source="supplier_id" reference="suppliers" label="Supplier" />] : []),
    ];
};

const Actions = () => {
    const { canAccess: create } = useCanAccess({ resource: 'purchase-orders', action: 'create' });
    const { canAccess: register } = useCanAccess({ resource: 'purchase-orders', action: 'export' });
    return (
        <TopToolbar>
            {register ? <PurchaseRegisterButton /> : null}
            {create ? <CreateButton label="New purchase order" /> : null}
        </TopToolbar>
    );
};

/** On a phone: a short entry per purchase order (number and status; supplier, total, dates), no wider than the screen. */
const PhoneList = () => (
    <SimpleList<PurchaseOrderRow>
        linkType="show"
        primaryText={po => po.number}
        secondaryText={po =>
            `${po.supplier} · ${formatRupees(po.total)} · ${formatDate(po.created_at)}${po.expected_on ? ` · deliver by ${formatDate(po.expected_on)}` : ''}`
        }
        tertiaryText={() => <StatusChip />}
        rowSx={() => ({ '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } })}
    />
);

/** Purchase orders, newest first: number, supplier, status, total (GST included); a phone gets the short list. */
export const PurchaseOrderList = () => {
    const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    return (
        <List title="Purchase orders" filters={useFilters()} actions={<Actions />} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
            {phone ? (
                <PhoneList />
            ) : (
                <Datagrid rowClick="show" bulkActionButtons={false}>
                    <TextField source="number" />
                    <TextField source="supplier" sortable={false} />
                    <StatusChip label="Status" />
                    <FunctionField label="Total" textAlign="right" render={(po: PurchaseOrderRow) => formatRupees(po.total)} />
                    <FunctionField label="Date" source="created_at" render={(po: PurchaseOrderRow) => formatDate(po.created_at)} />
                    <FunctionField label="Deliver by" render={(po: PurchaseOrderRow) => formatDate(po.expected_on)} />
                </Datagrid>
            )}
        </List>
    );
};

export default PurchaseOrderList;

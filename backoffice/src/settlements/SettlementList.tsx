import { Datagrid, FunctionField, List, TextField, useCanAccess } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { formatDate, formatRupees } from '../format';
import type { Settlement } from '../types';
import { Mismatches } from './Mismatches';
import { UploadReport } from './UploadReport';

const money = (name: 'gross' | 'fees' | 'tax' | 'net') => (s: Settlement) => formatRupees(s[name]);

/**
 * The gateway's settlements, newest first, each with the bank credit that received it; the upload
 * above (for who may mark payments), the mismatches below.
 */
export const SettlementList = () => {
    const { canAccess: mayUpload } = useCanAccess({ resource: 'settlements', action: 'create' });
    return (
        <Box sx={{ py: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Typography variant="h5" component="h1">
                Settlements
            </Typography>
            {mayUpload && <UploadReport />}
            <List title="Settlements" exporter={false} actions={false} sort={{ field: 'settled_on', order: 'DESC' }} disableSyncWithLocation>
                <Datagrid rowClick="show" bulkActionButtons={false}>
                    <FunctionField source="settled_on" label="Settled" render={(s: Settlement) => formatDate(s.settled_on)} />
                    <TextField source="settlement_id" label="Settlement" sortable={false} />
                    <TextField source="utr" label="UTR" sortable={false} />
                    <FunctionField label="Gross" render={money('gross')} />
                    <FunctionField label="Fees" render={money('fees')} />
                    <FunctionField label="GST on fees" render={money('tax')} />
                    <FunctionField label="Net" render={money('net')} />
                    <FunctionField label="In the bank" render={(s: Settlement) => (s.bank_date ? formatDate(s.bank_date) : 'Not yet')} />
                </Datagrid>
            </List>
            <Mismatches />
        </Box>
    );
};

export default SettlementList;

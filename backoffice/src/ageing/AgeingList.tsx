import { Button, Datagrid, List, SearchInput, TextField, TopToolbar, useCanAccess } from 'react-admin';
import { Box, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DayField, RupeeField } from '../common/fields';

const filters = [<SearchInput key="q" source="q" placeholder="Business or GSTIN" alwaysOn />];

/** The spreadsheet of the whole ageing (the server writes it; the audit trail records it). */
const ExportButton = () => {
    const { canAccess } = useCanAccess({ resource: 'ageing', action: 'export' });
    if (!canAccess) return null;
    return (
        <Button label="Download XLSX" href="/api/office/ageing.xlsx" component="a">
            <DownloadIcon />
        </Button>
    );
};

export const NOTHING_OWED = 'No money owed: every business order is paid up.';

/** The ageing with nobody in it: good news, said as such (not react-admin's "No Ageings yet"). */
const NothingOwed = ({ searched = false }: { searched?: boolean }) => (
    <Box sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
            {searched ? 'No business owing money matches this search.' : NOTHING_OWED}
        </Typography>
        {searched ? null : (
            <Typography variant="body2" color="text.secondary">
                A business shows here once it owes a balance after its advance, with how long it has been due.
            </Typography>
        )}
    </Box>
);

/**
 * Accounts' ageing: each business that owes a balance (its advance paid), what it owes, and how
 * much of it is not yet due or 0-30, 31-60, 61-90, over 90 days past its due date (India's day).
 */
export const AgeingList = () => (
    <List
        filters={filters}
        sort={{ field: 'owed', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar><ExportButton /></TopToolbar>}
        title="Ageing"
        empty={<NothingOwed />}
    >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NothingOwed searched />}>
            <TextField source="name" label="Business" sortable={false} />
            <TextField source="gstin" label="GSTIN" sortable={false} />
            <TextField source="phone" label="Phone" sortable={false} />
            <RupeeField source="owed" label="Owed" />
            <RupeeField source="not_due" label="Not yet due" sortable={false} />
            <RupeeField source="d0_30" label="0-30 days" sortable={false} />
            <RupeeField source="d31_60" label="31-60 days" sortable={false} />
            <RupeeField source="d61_90" label="61-90 days" sortable={false} />
            <RupeeField source="d90_plus" label="90+ days" sortable={false} />
            <DayField source="oldest_due" label="Oldest due" />
        </Datagrid>
    </List>
);

export default AgeingList;

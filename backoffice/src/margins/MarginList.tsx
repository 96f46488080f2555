import { Datagrid, FunctionField, List, TextField, TextInput, TopToolbar } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { OrderStatusField, RupeeField } from '../common/fields';
import { formatRupees } from '../format';
import type { MarginRow } from '../types';
import { CostLines } from './CostLines';
import { CostSettings } from './CostSettings';
import { MarginCharts, useShownMonth } from './MarginCharts';
import { MarginExportButton } from './MarginExportButton';
import { thisMonth } from './month';

const filters = [<TextInput key="month" source="month" label="Month" type="month" alwaysOn InputLabelProps={{ shrink: true }} />];

const Actions = () => {
    const month = useShownMonth();
    return (
        <TopToolbar>
            <CostSettings month={month} />
            <MarginExportButton month={month} />
        </TopToolbar>
    );
};

const NoMargins = () => (
    <Box sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
            No orders invoiced in this month yet.
        </Typography>
        <Typography variant="body2" color="text.secondary">
            An order shows here with its costs once it is invoiced and costed (every night, or after the owner recomputes the month).
        </Typography>
    </Box>
);

const marginColour = (record: MarginRow) => (record.margin < 0 ? 'error.main' : undefined);

/**
 * Profit per job: the margin per month, product type and business customer as charts, then the
 * month's orders with the ones that lost money first; open a row for its costs and their sources.
 */
export const MarginList = () => (
    <List
        title="Margins"
        filters={filters}
        filterDefaultValues={{ month: thisMonth() }}
        sort={{ field: 'margin', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<Actions />}
        empty={false}
    >
        <MarginCharts />
        <Datagrid bulkActionButtons={false} rowClick="expand" expand={<CostLines />} empty={<NoMargins />}>
            <TextField source="order_id" label="Order" sortable={false} />
            <OrderStatusField source="status" label="Status" sortable={false} />
            <TextField source="product_type" label="Product type" sortable={false} />
            <TextField source="business" label="Business" sortable={false} />
            <RupeeField source="sales" label="Sales (excl. GST)" sortable={false} />
            <RupeeField source="cost" label="Costs" sortable={false} />
            <FunctionField
                source="margin"
                label="Margin"
                textAlign="right"
                render={(record: MarginRow) => (
                    <Typography variant="body2" component="span" sx={{ color: marginColour(record), fontWeight: record.margin < 0 ? 600 : undefined }}>
                        {formatRupees(record.margin)}
                    </Typography>
                )}
            />
        </Datagrid>
    </List>
);

export default MarginList;

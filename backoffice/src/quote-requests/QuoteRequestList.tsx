import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { formatDate } from '../format';
import type { QuoteRequest } from '../quotes/types';

const filters = [
    <SearchInput key="q" source="q" placeholder="Number, name, phone, e-mail or business" alwaysOn sx={{ minWidth: 320 }} />,
    <SelectInput key="status" source="status" label="Status" choices={[{ id: 'new', name: 'New' }, { id: 'quoted', name: 'Quoted' }]} alwaysOn />,
];

const who = (r: QuoteRequest) => r.business_name || r.customer_name;

/** The requests from /bulk, newest first: who, what, how many, by when. */
export const QuoteRequestList = () => {
    const small = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    return (
        <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} title="Quote requests">
            {small ? (
                <SimpleList<QuoteRequest>
                    primaryText={r => `${r.reference}: ${r.quantity} × ${r.product}, ${r.colour_name}`}
                    secondaryText={r => `${who(r)} · needed by ${formatDate(r.needed_by)}`}
                    tertiaryText={r => r.status}
                    linkType="show"
                />
            ) : (
                <Datagrid rowClick="show" bulkActionButtons={false}>
                    <TextField source="reference" label="Number" sortable={false} />
                    <FunctionField<QuoteRequest> label="Asked" render={r => formatDate(r.created_at)} />
                    <FunctionField<QuoteRequest> label="Customer" render={who} />
                    <TextField source="product" sortable={false} />
                    <TextField source="colour_name" label="Colour" sortable={false} />
                    <TextField source="quantity" sortable={false} />
                    <FunctionField<QuoteRequest>
                        label="Needed by"
                        render={r => `${formatDate(r.needed_by)}${r.date_possible ? '' : ' (too soon)'}`}
                    />
                    <FunctionField<QuoteRequest> label="GSTIN" render={r => r.business_gstin || '-'} />
                    <FunctionField<QuoteRequest>
                        label="Status"
                        render={r => <Chip size="small" label={r.quotes.length ? r.quotes.map(q => q.number).join(', ') : 'New'} />}
                    />
                </Datagrid>
            )}
        </List>
    );
};

export default QuoteRequestList;

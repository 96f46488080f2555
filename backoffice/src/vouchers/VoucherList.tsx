import { BooleanField, CreateButton, Datagrid, FunctionField, List, NumberField, SearchInput, SelectField, TextField, TextInput, TopToolbar } from 'react-admin';
import { batchSheetUrl } from './api';
import { VOUCHER_KINDS } from './VoucherInputs';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <TextInput key="batch" source="batch" label="Batch" />];

/** The owner's voucher codes, newest first; each batch's codes download as a sheet. */
export const VoucherList = () => (
    <List
        filters={filters}
        sort={{ field: 'id', order: 'DESC' }}
        // a shop without vouchers yet still shows the toolbar's "Make vouchers", not react-admin's bare Create
        empty={false}
        actions={
            <TopToolbar>
                <CreateButton label="Make vouchers" />
            </TopToolbar>
        }
    >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
            <TextField source="code" />
            <SelectField source="kind" choices={VOUCHER_KINDS} />
            <NumberField source="value" label="Off" />
            <NumberField source="min_order" label="Minimum order" />
            <NumberField source="uses" label="Used" />
            <BooleanField source="active" />
            <FunctionField<{ batch: string }>
                label="Batch"
                render={record => (record.batch ? <a href={batchSheetUrl(record.batch)} onClick={e => e.stopPropagation()}>{record.batch} (XLSX)</a> : '')}
            />
        </Datagrid>
    </List>
);

export default VoucherList;

import { Datagrid, FunctionField, List, NumberField, TextField } from 'react-admin';
import { formatDate } from '../format';
import type { StoreBatchRow } from '../types';
import { BatchPackButton } from './BatchPackButton';

/** Buyers' print files drawn after the close: "12 of 12 ready", or none to draw (no names asked). */
export const filesText = (b: StoreBatchRow) =>
    b.name_files === 0 ? 'The design (no names asked)' : `${b.name_files_ready} of ${b.name_files} ready`;

/** Store batches, newest first: the store's design, its print day and pieces, its buyers' print files and the pack. */
export const StoreBatchList = () => (
    <List title="Store batches" exporter={false}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="store" sortable={false} />
            <TextField source="design" sortable={false} />
            <FunctionField<StoreBatchRow> label="Print on" render={b => formatDate(b.print_on)} />
            <NumberField source="pieces" sortable={false} />
            <FunctionField<StoreBatchRow> label="Print files" render={filesText} />
            <FunctionField<StoreBatchRow> label="" render={b => <BatchPackButton batch={b} />} />
        </Datagrid>
    </List>
);

export default StoreBatchList;

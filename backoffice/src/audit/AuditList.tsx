import { Datagrid, List, SelectInput, TextField } from 'react-admin';
import { DayTimeField } from '../common/fields';
import { AUDIT_ACTION_CHOICES } from './actions';

const filters = [<SelectInput key="action" source="action" label="Action" choices={AUDIT_ACTION_CHOICES} alwaysOn />];

const wrap = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/**
 * The audit trail (the owner's): who of the team changed a payment, a setting, a role or a price,
 * or started an export, when (India time), from what to what. Read-only: no row opens or changes.
 */
export const AuditList = () => (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={50} exporter={false} actions={false}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
            <DayTimeField source="at" label="When" />
            <TextField source="actor" label="Who" />
            <TextField source="action_label" label="What" sortable={false} />
            <TextField source="target" label="On" sortable={false} />
            <TextField source="before" label="Before" sortable={false} sx={wrap} />
            <TextField source="after" label="After" sortable={false} sx={wrap} />
        </Datagrid>
    </List>
);

export default AuditList;

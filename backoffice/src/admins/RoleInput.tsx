import { SelectInput, required } from 'react-admin';
import { DEFAULT_ROLE, ROLE_CHOICES } from '../access/roles';

/** The member's role: what they may see and do (the server refuses the rest). */
export const RoleInput = ({ isCreate = false }: { isCreate?: boolean }) => (
    <SelectInput
        source="role"
        label="Role"
        choices={ROLE_CHOICES}
        validate={required()}
        defaultValue={isCreate ? DEFAULT_ROLE : undefined}
        helperText={isCreate ? 'Order desk unless you choose another.' : false}
    />
);

import { FormDataConsumer, SelectInput, required } from 'react-admin';
import { DEFAULT_ROLE, ROLE_CHOICES } from '../access/roles';
import { roleDescription } from './roleDescriptions';

/** The member's role: what they may see and do (the server refuses the rest), described under the choice. */
export const RoleInput = ({ isCreate = false }: { isCreate?: boolean }) => (
    <FormDataConsumer<{ role?: string }>>
        {({ formData }) => {
            const said = roleDescription(formData.role ?? (isCreate ? DEFAULT_ROLE : undefined));
            const helper = [isCreate ? 'Order desk unless you choose another.' : '', said].filter(Boolean).join(' ');
            return (
                <SelectInput
                    source="role"
                    label="Role"
                    choices={ROLE_CHOICES}
                    validate={required()}
                    defaultValue={isCreate ? DEFAULT_ROLE : undefined}
                    helperText={helper || false}
                />
            );
        }}
    </FormDataConsumer>
);

import { SaveButton, Toolbar } from 'react-admin';

/** For records the team edits but never deletes (customers, admins, product types). */
export const SaveOnlyToolbar = () => (
    <Toolbar>
        <SaveButton />
    </Toolbar>
);

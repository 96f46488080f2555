import { useState } from 'react';
import { Button } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { Edit, SaveButton, SimpleForm, Toolbar, useCanAccess, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { StoreDraftEdit as Draft } from '../types';
import { storeOpen } from './api';
import { StoreFields } from './StoreFields';

/** "Open the store": the saved draft published (the server checks its dates and prices as a new store's). */
export const StoreOpenButton = () => {
    const record = useRecordContext<Draft>();
    const { isDirty } = useFormState();
    const notify = useNotify();
    const navigate = useNavigate();
    const { canAccess } = useCanAccess({ resource: 'store-drafts', action: 'open' });
    const [busy, setBusy] = useState(false);
    if (!record || record.status !== 'draft' || !canAccess) return null;
    const open = () => {
        setBusy(true);
        storeOpen(record.id)
            .then(
                () => {
                    notify('Store opened', { type: 'success' });
                    navigate('/stores');
                },
                (e: Error) => notify(e.message, { type: 'error' }),
            )
            .finally(() => setBusy(false));
    };
    return (
        <Button variant="contained" color="secondary" disabled={busy || isDirty} onClick={open} sx={{ ml: 2 }} title={isDirty ? 'Save the draft first' : undefined}>
            Open the store
        </Button>
    );
};

const DraftToolbar = () => (
    <Toolbar>
        <SaveButton label="Save draft" />
        <StoreOpenButton />
    </Toolbar>
);

const withoutIds = ({ id: _id, status: _status, ...fields }: Draft) => fields;

/** A store's draft (its duplicate, new dates): not public until the desk opens it; saved as often as needed. */
export const StoreDraftEdit = ({ id }: { id?: number }) => (
    <Edit resource="store-drafts" id={id} title="Store draft" mutationMode="pessimistic" transform={withoutIds} redirect={false}>
        <SimpleForm toolbar={<DraftToolbar />}>
            <StoreFields />
        </SimpleForm>
    </Edit>
);

export default StoreDraftEdit;

import { useState } from 'react';
import { Button } from '@mui/material';
import { useCanAccess, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { storeDuplicate } from './api';

/** "Duplicate": the store stored as a draft with new dates and a free address, then its edit page. */
export const StoreDuplicateButton = ({ id }: { id: number }) => {
    const notify = useNotify();
    const navigate = useNavigate();
    const { canAccess } = useCanAccess({ resource: 'stores', action: 'duplicate' });
    const [busy, setBusy] = useState(false);
    if (!canAccess) return null;
    const duplicate = () => {
        setBusy(true);
        storeDuplicate(id)
            .then(
                draft => navigate(`/store-drafts/${draft.id}`),
                (e: Error) => notify(e.message, { type: 'error' }),
            )
            .finally(() => setBusy(false));
    };
    return (
        <Button size="small" variant="outlined" disabled={busy} onClick={duplicate}>
            Duplicate
        </Button>
    );
};

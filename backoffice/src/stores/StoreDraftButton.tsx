import { useState } from 'react';
import { Button } from '@mui/material';
import { useCanAccess, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { StoreDraft } from '../types';

/**
 * Opens the new store's form filled with a draft the server made (from an accepted quote, or a store's copy with new
 * dates): nothing is stored until the desk checks the form and saves it.
 */
export const StoreDraftButton = ({ label, draft }: { label: string; draft: () => Promise<StoreDraft> }) => {
    const notify = useNotify();
    const navigate = useNavigate();
    const { canAccess } = useCanAccess({ resource: 'stores', action: 'create' });
    const [busy, setBusy] = useState(false);
    if (!canAccess) return null;
    const open = () => {
        setBusy(true);
        draft()
            .then(
                record => navigate('/stores/create', { state: { record } }),
                (e: Error) => notify(e.message, { type: 'error' }),
            )
            .finally(() => setBusy(false));
    };
    return (
        <Button size="small" variant="outlined" disabled={busy} onClick={open}>
            {label}
        </Button>
    );
};

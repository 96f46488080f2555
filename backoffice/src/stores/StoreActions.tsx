import { useState } from 'react';
import { Button, Stack, TextField as Field } from '@mui/material';
import { useCanAccess, useNotify, useRefresh } from 'react-admin';
import type { StoreRow } from '../types';
import { storeCloseNow, storeClosingSet } from './api';

/** The desk's steps on an open store: close it now, or move its closing time. */
export const StoreActions = ({ store }: { store: StoreRow }) => {
    const notify = useNotify();
    const refresh = useRefresh();
    const { canAccess } = useCanAccess({ resource: 'stores', action: 'close' });
    const [when, setWhen] = useState('');
    if (store.status !== 'open' || !canAccess) return null;
    const done = (text: string) => () => {
        notify(text, { type: 'success' });
        refresh();
    };
    const failed = (e: Error) => notify(e.message, { type: 'error' });
    return (
        <Stack direction="row" spacing={1} alignItems="center">
            <Button size="small" onClick={() => storeCloseNow(store.id).then(done('Store closed'), failed)}>
                Close now
            </Button>
            <Field size="small" type="datetime-local" label="New closing time" value={when} onChange={e => setWhen(e.target.value)} InputLabelProps={{ shrink: true }} />
            <Button size="small" disabled={!when} onClick={() => storeClosingSet(store.id, `${when}:00+05:30`).then(done('Closing time moved'), failed)}>
                Move
            </Button>
        </Stack>
    );
};

import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { Button, Stack } from '@mui/material';
import type { BlankItem } from '../types';
import { StockDialog, type StockAction } from './StockDialog';

/** Receive and Adjust for the blank of the row (or the page). */
export const StockButtons = () => {
    const item = useRecordContext<BlankItem>();
    const [open, setOpen] = useState<StockAction | null>(null);
    if (!item) return null;
    return (
        <Stack direction="row" spacing={1} onClick={event => event.stopPropagation()}>
            <Button size="small" variant="outlined" onClick={() => setOpen('receive')}>
                Receive
            </Button>
            <Button size="small" onClick={() => setOpen('adjust')}>
                Adjust
            </Button>
            {open ? <StockDialog item={item} action={open} onClose={() => setOpen(null)} /> : null}
        </Stack>
    );
};

import { useState } from 'react';
import { useGetList, useGetOne } from 'react-admin';
import { Autocomplete, TextField } from '@mui/material';
import type { StoreRow } from '../types';

/**
 * "Store": choose a campaign store and the board shows its orders alone, under the store's heading; cleared, every
 * order again. Searches the stores by title or link (`GET /api/office/stores`, latest closing first).
 */
export const StoreFilter = ({ value, onChange }: { value?: number; onChange: (store: number | undefined) => void }) => {
    const [text, setText] = useState('');
    const { data: chosen } = useGetOne<StoreRow>('stores', { id: value! }, { enabled: value !== undefined });
    const { data: stores = [], isPending } = useGetList<StoreRow>('stores', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'closes_at', order: 'DESC' },
        filter: text.trim() ? { q: text.trim() } : {},
    });
    const selected = value === undefined ? null : (chosen ?? stores.find(s => s.id === value) ?? null);
    const options = selected && !stores.some(s => s.id === selected.id) ? [selected, ...stores] : stores;
    return (
        <Autocomplete<StoreRow>
            size="small"
            options={options}
            value={selected}
            loading={isPending}
            getOptionLabel={store => store.title}
            isOptionEqualToValue={(option, current) => option.id === current.id}
            renderOption={(props, store) => (
                <li {...props} key={store.id}>
                    {store.title} · /store/{store.slug} · {store.status}
                </li>
            )}
            filterOptions={all => all}
            onInputChange={(_event, next, reason) => {
                if (reason === 'input') setText(next);
            }}
            onChange={(_event, store) => {
                setText('');
                onChange(store ? store.id : undefined);
            }}
            renderInput={params => <TextField {...params} label="Store" placeholder="All orders" />}
            sx={{ width: 280, maxWidth: 'calc(100vw - 24px)', bgcolor: 'background.paper' }}
        />
    );
};

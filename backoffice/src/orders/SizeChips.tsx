import { Chip, Stack } from '@mui/material';
import type { Order } from '../types';

/** An order's sizes as chips ("M × 2"), in the order the customer chose them: board cards, print queue. */
export const SizeChips = ({ sizes }: { sizes: Order['sizes'] }) => (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="Sizes">
        {(sizes ?? []).map(line => (
            <Chip key={line.size} size="small" variant="outlined" label={`${line.size} × ${line.quantity}`} />
        ))}
    </Stack>
);

import { useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import type { Review } from '../types';

/** A review's rating as five stars, read out as "4 out of 5 stars". */
export const Stars = ({ rating }: { rating: number }) => (
    <Box component="span" role="img" aria-label={`${rating} out of 5 stars`} sx={{ color: '#f4a300', whiteSpace: 'nowrap', letterSpacing: 1 }}>
        {'★'.repeat(rating)}
        <Box component="span" sx={{ color: 'text.disabled' }}>
            {'★'.repeat(5 - rating)}
        </Box>
    </Box>
);

export const StarsField = (_props: { label?: string; sortBy?: string; sortable?: boolean }) => {
    const record = useRecordContext<Review>();
    return record ? <Stars rating={record.rating} /> : null;
};

export const STATUS_CHOICES = [
    { id: 'pending', name: 'Pending' },
    { id: 'accepted', name: 'Accepted' },
    { id: 'rejected', name: 'Rejected' },
];

const STATUS_COLOUR: Record<string, 'warning' | 'success' | 'error'> = {
    pending: 'warning',
    accepted: 'success',
    rejected: 'error',
};

export const statusColour = (status: string) => STATUS_COLOUR[status] ?? 'warning';

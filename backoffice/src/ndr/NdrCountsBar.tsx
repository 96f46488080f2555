import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import { getNdrCounts } from './api';
import { FLAG_TEXT } from './ndrText';

/** Above the list: how many live cases, and how many must be acted on before the courier returns them. */
export const NdrCountsBar = () => {
    const { data } = useQuery({ queryKey: ['ndr-cases', 'counts'], queryFn: getNdrCounts, staleTime: 30_000 });
    if (!data) return null;
    return (
        <Alert severity={data.flagged ? 'error' : 'info'} sx={{ mb: 1 }}>
            {data.open} open failed deliver{data.open === 1 ? 'y' : 'ies'}
            {data.flagged ? `; ${data.flagged} flagged: ${FLAG_TEXT.toLowerCase()}` : ''}
        </Alert>
    );
};

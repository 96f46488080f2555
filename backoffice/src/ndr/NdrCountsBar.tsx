import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Alert } from '@mui/material';
import { getNdrCounts } from './api';
import { FLAG_TEXT } from './ndrText';

/**
 * Above the list and on the dashboard: how many live cases, and how many must be acted on before the courier
 * returns them; `linked` (the dashboard) leads to the list.
 */
export const NdrCountsBar = ({ linked = false }: { linked?: boolean }) => {
    const { data } = useQuery({ queryKey: ['ndr-cases', 'counts'], queryFn: getNdrCounts, staleTime: 30_000 });
    if (!data || (linked && !data.open)) return null;
    const text = `${data.open} open failed deliver${data.open === 1 ? 'y' : 'ies'}${data.flagged ? `; ${data.flagged} flagged: ${FLAG_TEXT.toLowerCase()}` : ''}`;
    return (
        <Alert severity={data.flagged ? 'error' : 'info'} sx={{ mb: 1 }}>
            {linked ? <Link to="/ndr-cases">{text}</Link> : text}
        </Alert>
    );
};

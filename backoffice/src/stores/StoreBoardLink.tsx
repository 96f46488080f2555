import { Link } from 'react-router-dom';
import { useCanAccess } from 'react-admin';
import { Button } from '@mui/material';
import type { StoreRow } from '../types';
import { boardOfStore } from '../board/useBoardStore';

/** "Orders on the board": the board with this store's orders alone, under its heading (for whoever sees the board). */
export const StoreBoardLink = ({ store }: { store: Pick<StoreRow, 'id' | 'title'> }) => {
    const { canAccess } = useCanAccess({ resource: 'board', action: 'list' });
    if (canAccess !== true) return null;
    return (
        <Button size="small" component={Link} to={boardOfStore(store.id)} aria-label={`Orders on the board: ${store.title}`} sx={{ whiteSpace: 'nowrap' }}>
            Orders on the board
        </Button>
    );
};

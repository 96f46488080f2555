import { useStore } from 'react-admin';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { BoardSort } from './boardCache';

/** The person's choice of board order, kept in react-admin's store (this browser); newest first unless chosen. */
export const useBoardSort = (): [BoardSort, (sort: BoardSort) => void] => {
    const [stored, setStored] = useStore<BoardSort>('board.sort', 'newest');
    return [stored === 'due' ? 'due' : 'newest', setStored];
};

/**
 * "Newest first" (the specification's order, every column) or "Soonest due" (pending and confirm by
 * their dispatch date; the other columns have nothing due and stay newest first).
 */
export const BoardSortToggle = ({ value, onChange }: { value: BoardSort; onChange: (sort: BoardSort) => void }) => (
    <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_event, next: BoardSort | null) => {
            if (next) onChange(next);
        }}
        aria-label="Sort the cards"
        sx={{ bgcolor: 'background.paper' }}
    >
        <ToggleButton value="newest" sx={{ textTransform: 'none', px: 1.5 }}>
            Newest first
        </ToggleButton>
        <ToggleButton value="due" title="Pending and confirm by dispatch date" sx={{ textTransform: 'none', px: 1.5 }}>
            Soonest due
        </ToggleButton>
    </ToggleButtonGroup>
);

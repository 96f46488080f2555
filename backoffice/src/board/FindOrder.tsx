import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

/** Jump from the board to the orders list searched by order id, name or phone number. */
export const FindOrder = () => {
    const navigate = useNavigate();
    const [q, setQ] = useState('');
    const submit = (event: FormEvent) => {
        event.preventDefault();
        const text = q.trim();
        if (!text) return;
        navigate(`/orders?filter=${encodeURIComponent(JSON.stringify({ q: text }))}`);
    };
    return (
        <Box component="form" role="search" onSubmit={submit}>
            <TextField
                size="small"
                value={q}
                onChange={event => setQ(event.target.value)}
                placeholder="Find an order: id, name or phone"
                slotProps={{
                    htmlInput: { 'aria-label': 'Find an order' },
                    input: {
                        startAdornment: (
                            <InputAdornment position="start">
                                <SearchIcon fontSize="small" />
                            </InputAdornment>
                        ),
                    },
                }}
                sx={{ width: 340, maxWidth: 'calc(100vw - 24px)', bgcolor: 'background.paper' }}
            />
        </Box>
    );
};

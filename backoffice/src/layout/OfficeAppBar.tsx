import { AppBar, TitlePortal, useLogout } from 'react-admin';
import { Box, Button, Stack } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { BrandMark } from './BrandMark';
import { TotalsText } from './TotalsText';

const navButton = {
    color: 'inherit',
    borderColor: 'rgba(255,255,255,0.45)',
    textTransform: 'none',
    minWidth: 0,
    px: { xs: 0.75, sm: 1.25 },
} as const;

/** Header of every screen: the totals and the specification's buttons (Admin, Accounts, Items, Logout). */
export const OfficeAppBar = () => {
    const logout = useLogout();
    const navigate = useNavigate();
    return (
        <AppBar userMenu={false} sx={{ background: 'linear-gradient(90deg, #2b1a3f, #5c2350)' }}>
            <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, mr: 2 }}>
                <BrandMark size={26} />
            </Box>
            {/* On a phone the four buttons need the room: the title (also in the tab) hides. */}
            <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', visibility: { xs: 'hidden', sm: 'visible' } }} />
            <Box sx={{ display: { xs: 'none', md: 'block' }, mx: 2 }}>
                <TotalsText />
            </Box>
            <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} component="nav" aria-label="Office">
                <Button onClick={() => navigate('/')} variant="outlined" size="small" sx={navButton}>
                    Admin
                </Button>
                <Button onClick={() => navigate('/accounts')} variant="outlined" size="small" sx={navButton}>
                    Accounts
                </Button>
                <Button onClick={() => navigate('/items')} variant="outlined" size="small" sx={navButton}>
                    Items
                </Button>
                <Button onClick={() => logout()} variant="outlined" size="small" sx={navButton}>
                    Logout
                </Button>
            </Stack>
        </AppBar>
    );
};

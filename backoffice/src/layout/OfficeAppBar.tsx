import { AppBar, TitlePortal, useLogout } from 'react-admin';
import { Box, Button, Stack } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { BrandMark } from './BrandMark';
import { TotalsText } from './TotalsText';

const navButton = { color: 'inherit', borderColor: 'rgba(255,255,255,0.45)', textTransform: 'none' } as const;

/** Header of every screen: the totals and the specification's buttons (Admin, Accounts, Items, Logout). */
export const OfficeAppBar = () => {
    const logout = useLogout();
    const navigate = useNavigate();
    return (
        <AppBar userMenu={false} sx={{ background: 'linear-gradient(90deg, #2b1a3f, #5c2350)' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}>
                <BrandMark size={26} />
            </Box>
            <TitlePortal />
            <Box sx={{ display: { xs: 'none', md: 'block' }, mx: 2 }}>
                <TotalsText />
            </Box>
            <Stack direction="row" spacing={1} component="nav" aria-label="Office">
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

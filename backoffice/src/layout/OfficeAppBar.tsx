import { AppBar, CanAccess, TitlePortal, useLogout } from 'react-admin';
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

/** The specification's header buttons and the screen each opens (Admin: the order board). */
const SCREEN_BUTTONS = [
    { label: 'Admin', to: '/board', resource: 'board' },
    { label: 'Accounts', to: '/accounts', resource: 'accounts' },
    { label: 'Items', to: '/items', resource: 'items' },
];

/**
 * Header of every screen: the totals and the specification's buttons (Admin, Accounts, Items,
 * Logout); a member sees the totals and the buttons their role may use.
 */
export const OfficeAppBar = () => {
    const logout = useLogout();
    const navigate = useNavigate();
    return (
        <AppBar userMenu={false} alwaysOn sx={{ background: 'linear-gradient(90deg, #2b1a3f, #5c2350)' }}>
            <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, mr: 2 }}>
                <BrandMark size={26} />
            </Box>
            {/* On a phone the four buttons need the room: the title (also in the tab) hides. */}
            <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', visibility: { xs: 'hidden', sm: 'visible' } }} />
            <Box sx={{ display: { xs: 'none', md: 'block' }, mx: 2 }}>
                <CanAccess resource="summary" action="show">
                    <TotalsText />
                </CanAccess>
            </Box>
            <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} component="nav" aria-label="Office">
                {SCREEN_BUTTONS.map(({ label, to, resource }) => (
                    <CanAccess key={to} resource={resource} action="list">
                        <Button onClick={() => navigate(to)} variant="outlined" size="small" sx={navButton}>
                            {label}
                        </Button>
                    </CanAccess>
                ))}
                {/* the next member may have another role: they land on their own first screen */}
                <Button onClick={() => logout({}, undefined, false)} variant="outlined" size="small" sx={navButton}>
                    Logout
                </Button>
            </Stack>
        </AppBar>
    );
};

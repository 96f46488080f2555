import { Loading, Title, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { Typography } from '@mui/material';
import { landingFor } from './menu';

/**
 * `/` (`/office`, `/office?phone_number=...` after the admin log-in): the first screen of the menu the
 * member may use: the specification's order board for whoever may see orders, else the print queue.
 */
export const Landing = () => {
    const { permissions, isPending } = usePermissions<string[]>();
    if (isPending) return <Loading />;
    const to = landingFor(permissions ?? []);
    if (to) return <Navigate to={to} replace />;
    return (
        <>
            <Title title="Rangrez Office" />
            <Typography sx={{ p: 3 }}>Your account has no role yet. Ask the shop's owner to give you one.</Typography>
        </>
    );
};

export default Landing;

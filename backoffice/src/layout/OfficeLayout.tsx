import { useEffect, type ReactNode } from 'react';
import { Layout, useSidebarState } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { OfficeAppBar } from './OfficeAppBar';
import { OfficeMenu } from './OfficeMenu';

/**
 * On a phone the menu is a drawer over the page: it starts closed whenever the screen becomes small
 * (the open state kept from a wide screen would otherwise cover the page and hide it from readers).
 */
const ClosedOnPhones = () => {
    const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [, setOpen] = useSidebarState();
    useEffect(() => {
        if (small) setOpen(false);
    }, [small, setOpen]);
    return null;
};

export const OfficeLayout = ({ children }: { children: ReactNode }) => (
    <Layout appBar={OfficeAppBar} menu={OfficeMenu}>
        <ClosedOnPhones />
        {children}
    </Layout>
);

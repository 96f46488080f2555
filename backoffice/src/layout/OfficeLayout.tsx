import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Layout, useSidebarState } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { OfficeAppBar } from './OfficeAppBar';

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

/** The frame of every screen; the menu (its entries are the resources') is given by the app (`OfficeMenu.tsx`). */
export const OfficeLayout = ({ children, menu }: { children: ReactNode; menu: ComponentType }) => (
    <Layout appBar={OfficeAppBar} menu={menu}>
        <ClosedOnPhones />
        {children}
    </Layout>
);

import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { OfficeAppBar } from './OfficeAppBar';
import { OfficeMenu } from './OfficeMenu';

export const OfficeLayout = ({ children }: { children: ReactNode }) => (
    <Layout appBar={OfficeAppBar} menu={OfficeMenu}>
        {children}
    </Layout>
);

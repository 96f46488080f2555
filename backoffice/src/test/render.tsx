import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, Notification, memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { OfficeDataProvider, ShopCalls } from '../providers/dataProvider';
import type { Page } from '../types';

const emptyPage = <T,>(): Promise<Page<T>> => Promise.resolve({ items: [], total: 0 });

/** A data provider for tests: every shop call resolves to something empty unless overridden. */
export const fakeDataProvider = (overrides: Partial<ShopCalls> & Record<string, unknown> = {}): OfficeDataProvider => {
    const shop: ShopCalls = {
        boardColumn: () => emptyPage(),
        orderStatusSet: () => Promise.resolve({ message: 'Order status updated.' }),
        amountSummary: () => Promise.resolve({ total_paid: 0, total_due: 0 }),
        paidList: () => emptyPage(),
        unpaidList: () => emptyPage(),
        paymentList: () => emptyPage(),
        paymentStatusSet: () => Promise.resolve({ message: 'Payment status updated successfully.' }),
        testimonialAdd: () => Promise.resolve({ message: 'Testimonial added.' }),
        adminRegister: () => Promise.resolve({ message: 'Admin registered successfully!' }),
        designImage: () => Promise.resolve(new Blob(['png'], { type: 'image/png' })),
        officeSummary: () =>
            Promise.resolve({
                total_paid: 0,
                total_due: 0,
                counts: { pending: 0, confirm: 0, shipped: 0, delivered: 0, cancelled: 0 },
                orders: 0,
                customers: 0,
                unhandled_messages: 0,
                open_enquiries: 0,
                newsletter_signups: 0,
            }),
    };
    return { ...testDataProvider(), ...shop, ...overrides } as OfficeDataProvider;
};

export const renderWithAdmin = (
    ui: ReactElement,
    { dataProvider = fakeDataProvider(), authProvider }: { dataProvider?: OfficeDataProvider; authProvider?: AuthProvider } = {},
) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const Wrapper = ({ children }: { children: ReactNode }) => (
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} store={memoryStore()} queryClient={queryClient}>
            {children}
            <Notification />
        </AdminContext>
    );
    return { ...render(ui, { wrapper: Wrapper }), dataProvider, queryClient };
};

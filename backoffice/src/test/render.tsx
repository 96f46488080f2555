import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, Notification, memoryStore, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { OfficeCharts, OfficeSummary } from '../types';

export const makeSummary = (overrides: Partial<OfficeSummary> = {}): OfficeSummary => ({
    total_paid: 0,
    total_due: 0,
    total_refunded: 0,
    counts: { pending: 0, confirm: 0, shipped: 0, delivered: 0, cancelled: 0 },
    orders: 0,
    customers: 0,
    unhandled_messages: 0,
    open_enquiries: 0,
    newsletter_signups: 0,
    ...overrides,
});

export const makeCharts = (overrides: Partial<OfficeCharts> = {}): OfficeCharts => ({
    first_day: '2026-10-26',
    last_day: '2026-11-24',
    days: [],
    statuses: [],
    product_types: [],
    ...overrides,
});

/** `{data}` as any record type the data provider's generic signatures ask for. */
const answer = (data: object) => Promise.resolve({ data }) as Promise<never>;

/** A data provider for tests (react-admin's verbs): empty lists unless overridden. The shop's other calls: test/office.ts. */
export const fakeDataProvider = (overrides: Partial<DataProvider> = {}): DataProvider => ({
    ...testDataProvider({
        getList: () => Promise.resolve({ data: [], total: 0 }),
        create: (_resource, { data }) => answer({ id: 1, ...data }),
        update: (_resource, { id, data }) => answer({ id, ...data }),
    }),
    ...overrides,
});

export const renderWithAdmin = (
    ui: ReactElement,
    { dataProvider = fakeDataProvider(), authProvider }: { dataProvider?: DataProvider; authProvider?: AuthProvider } = {},
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

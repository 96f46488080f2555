import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, Notification, memoryStore, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { OfficeCalls, OfficeDataProvider } from '../providers/dataProvider';
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

/** A data provider for tests: empty lists and an empty summary unless overridden. */
export const fakeDataProvider = (overrides: Partial<DataProvider & OfficeCalls> = {}): OfficeDataProvider => ({
    ...testDataProvider({
        getList: () => Promise.resolve({ data: [], total: 0 }),
        create: (_resource, { data }) => answer({ id: 1, ...data }),
        update: (_resource, { id, data }) => answer({ id, ...data }),
    }),
    getSummary: () => Promise.resolve(makeSummary()),
    getCharts: () => Promise.resolve(makeCharts()),
    getHealth: () => Promise.resolve({ ok: true }),
    getDesign: () => Promise.resolve(new Blob(['png'], { type: 'image/png' })),
    shipOrder: () => Promise.reject(new Error('not stubbed')),
    getInvoices: () => Promise.resolve([]),
    getNotes: () => Promise.resolve([]),
    addNote: (_orderId: string, text: string) =>
        Promise.resolve({ id: 1, text, author: 'Asha Admin', created_at: '2026-11-23T08:00:00Z' }),
    bulkUpdateOrders: () => Promise.reject(new Error('not stubbed')),
    startExport: () => Promise.reject(new Error('not stubbed')),
    getExport: () => Promise.reject(new Error('not stubbed')),
    replyToTicket: () => Promise.reject(new Error('not stubbed')),
    addTicketNote: () => Promise.reject(new Error('not stubbed')),
    getTicketAssignees: () => Promise.resolve([]),
    sendResetLink: () => Promise.reject(new Error('not stubbed')),
    getReturnCounts: () => Promise.resolve({}),
    returnStep: () => Promise.reject(new Error('not stubbed')),
    ...overrides,
} as OfficeDataProvider);

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

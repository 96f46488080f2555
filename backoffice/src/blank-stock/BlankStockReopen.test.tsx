import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, AdminUI, Layout, Menu, Resource, memoryStore, type GetListParams } from 'react-admin';
import type { ReactNode } from 'react';
import { fakeDataProvider } from '../test/render';
import type { BlankItem } from '../types';
import { BlankStockList } from './BlankStockList';

const blankRow = (on_hand: number): BlankItem =>
    ({
        id: 1,
        product_type_id: 1,
        product_type: 'T-Shirt',
        sleeve: 'Half Sleeve',
        colour: 'Black',
        colour_hex: '#222222',
        size: 'M',
        on_hand,
        reserved: 0,
        available: on_hand,
        low_stock_at: 0,
        low: false,
        updated_at: '2026-11-23T08:00:00Z',
    }) as BlankItem;

/** The On hand column's figure in the list's one row. */
const onHandShown = () => document.querySelector('td.column-on_hand')?.textContent;

const OtherList = () => <p>Suppliers here</p>;

const TestMenu = () => (
    <Menu>
        <Menu.Item to="/blank-stock" primaryText="Blank stock" />
        <Menu.Item to="/suppliers" primaryText="Suppliers" />
    </Menu>
);
const TestLayout = ({ children }: { children: ReactNode }) => <Layout menu={TestMenu}>{children}</Layout>;

describe('Blank stock reopened from the menu', () => {
    it('reads the counts again, not the ones seen before', async () => {
        let onHand = 10;
        const getList = vi.fn((resource: string, _params: GetListParams) =>
            Promise.resolve(resource === 'blank-stock' ? { data: [blankRow(onHand)], total: 1 } : { data: [], total: 0 }) as Promise<never>,
        );
        render(
            <AdminContext dataProvider={fakeDataProvider({ getList })} store={memoryStore()}>
                <AdminUI layout={TestLayout}>
                    <Resource name="blank-stock" list={BlankStockList} />
                    <Resource name="suppliers" list={OtherList} />
                </AdminUI>
            </AdminContext>,
        );
        const menu = () => within(screen.getByRole('menu'));
        await userEvent.click(await screen.findByRole('menuitem', { name: 'Blank stock' }));
        await waitFor(() => expect(onHandShown()).toBe('10'));

        onHand = 25; // blanks received (or reserved) elsewhere meanwhile
        await userEvent.click(menu().getByRole('menuitem', { name: 'Suppliers' }));
        expect(await screen.findByText('Suppliers here')).toBeInTheDocument();
        await userEvent.click(menu().getByRole('menuitem', { name: 'Blank stock' }));

        await waitFor(() => expect(onHandShown()).toBe('25'));
        expect(getList.mock.calls.filter(([resource]) => resource === 'blank-stock')).toHaveLength(2);
    });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { BAG_ORDER, CATALOGUE_ORDER, PRIYA_ME as priya, SHIPPED_ORDER as order } from './fixtures';

vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }) }));
const useSession = vi.fn();
vi.mock('@/lib/session', () => ({ useSession: () => useSession() }));
const getOrders = vi.fn();
const getTimelines = vi.fn();
vi.mock('@/lib/api/client', () => ({ api: { orders: (phone: string) => getOrders(phone), timelines: () => getTimelines() } }));

import { MyOrderStatus } from '@/components/customer/my-order-status';


describe('Orders & Returns: your orders (read in the browser, issue 28)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    getTimelines.mockResolvedValue([]);
  });

  it('says it is checking until the session is known, and reads no orders', () => {
    useSession.mockReturnValue(null);
    render(<MyOrderStatus />);
    expect(screen.getByText('Checking your orders…')).toBeInTheDocument();
    expect(getOrders).not.toHaveBeenCalled();
  });

  it('asks a visitor without a session to log in, and reads no orders', async () => {
    useSession.mockReturnValue({ authenticated: false, phoneNumber: null, name: null, isStaff: false });
    render(<MyOrderStatus />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(getOrders).not.toHaveBeenCalled();
  });

  it('does not list orders for the admin team (they have no customer orders)', async () => {
    useSession.mockReturnValue({ authenticated: true, phoneNumber: '9000000001', name: 'Admin', isStaff: true });
    render(<MyOrderStatus />);
    expect(screen.getByText(/to see the status of your orders/)).toBeInTheDocument();
    expect(getOrders).not.toHaveBeenCalled();
  });

  it('lists the session customer’s orders with status, date and rupees', async () => {
    useSession.mockReturnValue(priya);
    getOrders.mockResolvedValue([order]);
    render(<MyOrderStatus />);
    const row = await screen.findByRole('row', { name: /RZ-1/ });
    expect(getOrders).toHaveBeenCalledWith('9876543210');
    expect(row).toHaveTextContent('Shipped');
    expect(row).toHaveTextContent('20/11/2026');
    expect(row).toHaveTextContent('₹1,23,456');
  });

  it('names the ready-made design of a catalogue order under its id (issue 21)', async () => {
    useSession.mockReturnValue(priya);
    getOrders.mockResolvedValue([CATALOGUE_ORDER, BAG_ORDER, order]);
    render(<MyOrderStatus />);
    expect(await screen.findByRole('row', { name: /RZ-2/ })).toHaveTextContent('RZ-2Medieval Pink');
    expect(screen.getByRole('row', { name: /RZ-3/ })).toHaveTextContent('Medieval Pink, Blue Madonna');
    expect(screen.getByRole('row', { name: /RZ-1/ }).querySelector('.order-design')).toBeNull();
  });

  it('says so when the customer has no orders', async () => {
    useSession.mockReturnValue(priya);
    getOrders.mockResolvedValue([]);
    render(<MyOrderStatus />);
    expect(await screen.findByText('Sorry No orders found.')).toBeInTheDocument();
  });

  it('offers a Retry when the orders cannot be read', async () => {
    useSession.mockReturnValue(priya);
    getOrders.mockRejectedValue(new ApiError('Server error', 500));
    render(<MyOrderStatus />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    getOrders.mockResolvedValue([order]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /RZ-1/ })).toBeInTheDocument();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const push = vi.fn();
let pathname = '/';
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }), usePathname: () => pathname }));

const me = vi.fn();
const logout = vi.fn();
vi.mock('@/lib/api/client', () => ({ api: { me: () => me(), logout: () => logout() } }));

import { AccountLinks, firstName } from '@/components/layout/account-links';
import { resetSession } from '@/lib/session';

const priya = { authenticated: true, phoneNumber: '9876543210', name: 'Priya Sharma', isStaff: false };
const nobody = { authenticated: false, phoneNumber: null, name: null, isStaff: false };

function renderIn(variant: 'desktop' | 'mobile' = 'desktop') {
  return render(
    <nav aria-label="Main">
      <ul>
        <AccountLinks variant={variant} />
      </ul>
    </nav>,
  );
}

describe('AccountLinks (header account corner)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession();
    pathname = '/';
  });

  it('shows the specification’s Signup and Login links while logged out', async () => {
    me.mockResolvedValue(nobody);
    renderIn();
    // Before /api/me/ answers, and after it says "not logged in": the same two links.
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(me).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('keeps Signup and Login when the session check fails', async () => {
    me.mockRejectedValue(new Error('offline'));
    renderIn();
    await waitFor(() => expect(me).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('greets a logged-in customer by first name, links to their home and offers Logout', async () => {
    me.mockResolvedValue(priya);
    renderIn();
    const hi = await screen.findByRole('link', { name: 'Hi, Priya' });
    expect(hi).toHaveAttribute('href', '/customerpilot?phone_number=9876543210');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('sends the admin team to the back office', async () => {
    me.mockResolvedValue({ authenticated: true, phoneNumber: '9000000001', name: 'Asha Rao', isStaff: true });
    renderIn('mobile');
    expect(await screen.findByRole('link', { name: 'Hi, Asha' })).toHaveAttribute('href', '/office/');
  });

  it('Logout calls the API, shows the visitor links again and goes to /login', async () => {
    me.mockResolvedValue(priya);
    logout.mockResolvedValue({ message: 'Logged out.' });
    renderIn();
    const button = await screen.findByRole('button', { name: 'Logout' });
    button.focus();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/login'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('stays logged in and says so when Logout fails', async () => {
    me.mockResolvedValue(priya);
    logout.mockRejectedValue(new Error('offline'));
    renderIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Logout failed. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(push).not.toHaveBeenCalled();
  });

  it('asks once for the desktop header and the mobile menu together, and again after a navigation', async () => {
    me.mockResolvedValue(nobody);
    const view = render(
      <ul>
        <AccountLinks variant="desktop" />
        <AccountLinks variant="mobile" />
      </ul>,
    );
    await waitFor(() => expect(me).toHaveBeenCalledTimes(1));
    me.mockResolvedValue(priya);
    pathname = '/customerpilot';
    view.rerender(
      <ul>
        <AccountLinks variant="desktop" />
        <AccountLinks variant="mobile" />
      </ul>,
    );
    expect(await screen.findAllByRole('button', { name: 'Logout' })).toHaveLength(2);
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('takes the first word of the name', () => {
    expect(firstName('  Priya  Sharma ')).toBe('Priya');
    expect(firstName(null)).toBe('');
  });
});

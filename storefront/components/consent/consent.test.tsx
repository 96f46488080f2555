import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE } from './notice.fixture';

const mine = vi.fn();
const withdraw = vi.fn();
const give = vi.fn();
vi.mock('@/lib/api/consent', () => ({
  consentApi: {
    notice: () => Promise.resolve(NOTICE),
    mine: () => mine(),
    withdraw: (...a: unknown[]) => withdraw(...a),
    give: (...a: unknown[]) => give(...a),
  },
}));

import { MyConsents } from './my-consents';
import { useConsent } from './use-consent';

beforeEach(() => vi.clearAllMocks());

function Checkout() {
  const consent = useConsent('checkout');
  return (
    <>
      {consent.ticks}
      <button type="button" onClick={() => void consent.give()}>
        Place order
      </button>
    </>
  );
}

describe('the consent notice', () => {
  it('shows what data for what purpose, how to withdraw and complain, with no tick made for the person', async () => {
    render(<Checkout />);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    boxes.forEach((b) => expect(b).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: /E-mail me/ })).toHaveAccessibleDescription('Data: Your e-mail address. Used for: The newsletter.');
    expect(screen.getByText(/grievance officer Meera Sharma/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('records only the purposes ticked, and nothing when none is', async () => {
    render(<Checkout />);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(give).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('checkbox', { name: /E-mail me/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(give).toHaveBeenCalledWith(['marketing_email'], 'en', 'checkout', '');
  });
});

describe('My account: your choices', () => {
  it('withdraws a consent in one click, as easily as it was given', async () => {
    mine.mockResolvedValue([
      { purpose: 'marketing_email', given: true, changed_at: '2026-11-29T06:30:00Z' },
      { purpose: 'whatsapp', given: false, changed_at: null },
    ]);
    withdraw.mockResolvedValue([
      { purpose: 'marketing_email', given: false, changed_at: '2026-11-29T07:00:00Z' },
      { purpose: 'whatsapp', given: false, changed_at: null },
    ]);
    render(<MyConsents />);
    const email = await screen.findByRole('listitem', { name: /E-mail me/ });
    expect(within(email).getByText('You agreed on 29/11/2026')).toBeInTheDocument();
    await userEvent.click(within(email).getByRole('button', { name: 'Withdraw' }));
    expect(withdraw).toHaveBeenCalledWith('marketing_email', 'en');
    expect(await within(email).findByRole('button', { name: 'Agree' })).toHaveClass('btn', 'btn-small');
    expect(within(email).getByText('Not agreed')).toBeInTheDocument();
  });
});

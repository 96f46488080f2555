import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from '@/components/ui/tabs';

const TABS = [
  { id: 'reviews', label: 'Reviews (2)', content: <p>Great fit</p> },
  { id: 'description', label: 'Description', content: <p>A renaissance sky</p> },
  { id: 'details', label: 'Details', content: <p>Country of origin: India</p> },
  { id: 'features', label: 'Features', content: <p>Pre-shrunk</p> },
];

describe('Tabs (WAI-ARIA tabs, automatic activation)', () => {
  it('is a tablist whose selected tab shows its panel; the others stay in the page, hidden', () => {
    render(<Tabs label="Product information" tabs={TABS} initial="description" />);
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Reviews (2)', 'Description', 'Details', 'Features']);
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('A renaissance sky');
    expect(screen.getByText('Great fit')).not.toBeVisible();
  });

  it('moves with the arrow keys (wrapping), Home and End, and keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Product information" tabs={TABS} />);
    const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
    expect(tab(/Reviews/)).toHaveAttribute('tabindex', '0');
    expect(tab('Details')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(tab(/Reviews/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Description')).toHaveFocus();
    expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('A renaissance sky')).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Features')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab(/Reviews/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Features' })).toHaveTextContent('Pre-shrunk');
  });

  it('opens the tab a link names (#reviews)', () => {
    window.location.hash = '#details';
    render(<Tabs label="Product information" tabs={TABS} />);
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    window.location.hash = '';
  });
});

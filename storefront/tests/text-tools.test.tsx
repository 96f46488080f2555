import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TextTools } from '@/components/studio/text-tools';
import type { Colour } from '@/lib/api/types';

const PALETTE: Colour[] = [
  { name: 'White', hex: '#ffffff' },
  { name: 'Black', hex: '#222222' },
  { name: 'Red', hex: '#c62828' },
];

function renderTools(garment: string) {
  const noCanvas = { active: null, fabric: () => null, canvas: () => undefined, whenReady: async () => {}, commit: vi.fn() };
  render(<TextTools palette={PALETTE} onDone={vi.fn()} pixelsPerInch={30} garment={garment} {...noCanvas} />);
}

describe('the text tools', () => {
  // jsdom has no FontFaceSet: an empty one, so no face is ready
  beforeAll(() => Object.defineProperty(document, 'fonts', { value: new Set(), configurable: true }));
  afterAll(() => Reflect.deleteProperty(document, 'fonts'));

  it('start an outline in a colour that shows on the garment: black on a white tee', async () => {
    const user = userEvent.setup();
    renderTools('#ffffff');
    await user.click(screen.getByRole('checkbox', { name: 'Outline' }));
    const outline = screen.getByRole('group', { name: /^Outline colour/ });
    expect(outline).toHaveTextContent('Outline colour: Black');
    expect(within(outline).getByRole('radio', { name: 'Black' })).toBeChecked();
  });

  it('start a white outline on a black tee', async () => {
    const user = userEvent.setup();
    renderTools('#222222');
    await user.click(screen.getByRole('checkbox', { name: 'Outline' }));
    expect(screen.getByRole('group', { name: /^Outline colour/ })).toHaveTextContent('Outline colour: White');
  });

  it("list each face with its sample in its own script, drawn in that face's sample family", async () => {
    const user = userEvent.setup();
    renderTools('#ffffff');
    await user.click(screen.getByText('Font:'));
    const fonts = screen.getByRole('group', { name: 'Font' });
    const tamil = within(fonts).getByRole('radio', { name: 'தமிழ் Noto Sans Tamil' });
    const sample = within(tamil.closest('label')!).getByText('தமிழ்');
    expect(sample).toHaveAttribute('lang', 'ta');
    expect(sample.style.fontFamily).toContain('Noto Sans Tamil (sample)');
    expect(within(fonts).getByRole('radio', { name: 'देवनागरी Baloo 2' })).not.toBeChecked();
    expect(within(fonts).getByRole('radio', { name: 'Anton Anton' })).toBeChecked();
    expect(within(fonts).getAllByRole('radio')).toHaveLength(13);
  });
});

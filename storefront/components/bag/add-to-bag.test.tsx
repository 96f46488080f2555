// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAG_KEY, parseBag } from '@/lib/bag/bag';
import { AddToBag } from './add-to-bag';

vi.mock('next/link', () => ({
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

const item = { id: 1, name: 'Bleu Renaissance', price: 699, color: 'Glow Pink', sizes: ['XS', 'S', 'M', 'L'], images: ['/products/item-1-1.svg'] };

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('AddToBag', () => {
  it('puts the item with the page size in the bag, kept in localStorage', () => {
    render(<AddToBag item={item} size="M" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Bag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(parseBag(window.localStorage.getItem(BAG_KEY))).toEqual([
      { itemId: 1, name: 'Bleu Renaissance', price: 699, color: 'Glow Pink', size: 'M', quantity: 2, image: '/products/item-1-1.svg' },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Bleu Renaissance (M) is in your bag.');
    expect(screen.getByRole('link').textContent).toBe('View bag (2)');
  });

  it('asks for a size when the page has none chosen', () => {
    render(<AddToBag item={item} size={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a size.');
    expect(window.localStorage.getItem(BAG_KEY)).toBeNull();
  });

  it('offers its own size choice when the page gives none', () => {
    render(<AddToBag item={item} />);
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(parseBag(window.localStorage.getItem(BAG_KEY))[0]?.size).toBe('L');
  });
});

// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShelfItem } from '@/lib/api/studio-art';

const fetchShelf = vi.fn<(kind: string) => Promise<ShelfItem[]>>();
vi.mock('@/lib/api/studio-art', async (original) => ({
  ...(await original<typeof import('@/lib/api/studio-art')>()),
  fetchShelf: (kind: string) => fetchShelf(kind),
}));
const placeArt = vi.fn(async () => undefined);
vi.mock('./place-art', () => ({ placeArt: (...args: unknown[]) => placeArt(...(args as [])) }));

import { ShelfButton } from './shelf-button';

const item = (id: number, kind: ShelfItem['kind'], theme: ShelfItem['theme'], title: string): ShelfItem => ({
  id,
  kind,
  theme,
  title,
  width: 300,
  height: 360,
  placeholders: [],
  svgUrl: `/api/studio/art/${id}.svg`,
});
const TEMPLATES = [item(1, 'template', 'festivals', 'Diwali'), item(2, 'template', 'sports', 'Cricket team')];
const CLIPART = [item(9, 'clipart', 'festivals', 'Diya'), item(10, 'clipart', 'nature', 'Lotus'), item(11, 'clipart', 'nature', 'Sun')];
const area = { widthIn: 12, heightIn: 16, dpi: 300, safeIn: 0.5, minDpi: 150 };
const fabric = {} as typeof import('fabric');
const canvas = {} as import('fabric').Canvas;

function renderButton() {
  return render(<ShelfButton fabric={() => fabric} canvas={() => canvas} whenReady={async () => undefined} area={area} pixelsPerInch={30} />);
}

beforeEach(() => {
  fetchShelf.mockReset();
  fetchShelf.mockImplementation(async (kind) => (kind === 'template' ? TEMPLATES : CLIPART));
  placeArt.mockClear();
});

// a busy 2-core runner renders slowly
describe('the shelf of templates and clip-art', { timeout: 20_000 }, () => {
  it('asks the shop for nothing until the customer opens it', () => {
    renderButton();
    expect(fetchShelf).not.toHaveBeenCalled();
    expect(screen.queryByTestId('art-shelf')).toBeNull();
  });

  it('shows the templates, then the clip-art by theme', async () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Templates & clip-art' }));
    expect(await screen.findByRole('button', { name: 'Add Diwali' })).toBeInTheDocument();
    expect(fetchShelf).toHaveBeenCalledWith('template');
    fireEvent.click(screen.getByRole('tab', { name: 'Clip-art' }));
    expect(await screen.findByRole('button', { name: 'Add Lotus' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Nature' }));
    expect(screen.queryByRole('button', { name: 'Add Diya' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Sun' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nature' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the picked drawing on the canvas and closes', async () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Templates & clip-art' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Cricket team' }));
    await waitFor(() => expect(placeArt).toHaveBeenCalledWith(fabric, canvas, TEMPLATES[1], area, 30));
    await waitFor(() => expect(screen.queryByTestId('art-shelf')).toBeNull());
  });

  it('says so when the shelf cannot be loaded', async () => {
    fetchShelf.mockRejectedValue(new Error('offline'));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Templates & clip-art' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });
});

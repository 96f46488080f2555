// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShareInput } from './make-share';

const makeShare = vi.fn<(input: ShareInput) => Promise<string>>();
vi.mock('./make-share', () => ({ makeShare: (input: ShareInput) => makeShare(input) }));

import { ShareButton } from './share-button';

const LINK = 'http://shop.test/share/Zr4nd0m-t0ken';
const input = { product: 'tshirts', sleeve: 'Half Sleeve', colour: '#000000' } as unknown as ShareInput;

function coarsePointer(coarse: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: coarse }) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  makeShare.mockReset();
  makeShare.mockResolvedValue(LINK);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('Share design', { timeout: 20_000 }, () => {
  it('makes the link and offers Copy link on a computer', async () => {
    coarsePointer(false);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareButton input={() => input} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share design' }));
    expect(await screen.findByTestId('share-link')).toHaveValue(LINK);
    expect(makeShare).toHaveBeenCalledWith(input);
    expect(screen.getByRole('status').textContent).toContain('nothing else about you');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it("opens the phone's share sheet with the link", async () => {
    coarsePointer(true);
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton input={() => input} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share design' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share…' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK })));
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('says why when there is nothing to share', async () => {
    coarsePointer(false);
    makeShare.mockRejectedValue(new Error('Add something to your design first, then share it.'));
    render(<ShareButton input={() => input} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share design' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Add something to your design first, then share it.');
  });
});

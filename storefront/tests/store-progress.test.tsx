import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreProgress } from '@/lib/api/stores';

const progress = vi.fn();
vi.mock('@/lib/api/stores', () => ({ storesApi: { progress: (slug: string) => progress(slug) } }));

import { PROGRESS_EVERY_MS, useProgress } from '@/components/stores/progress';

const counted = (ordered: number): StoreProgress => ({
  status: 'open',
  closesAt: '2026-12-05T18:30:00Z',
  designs: [{ position: 1, ordered, minimum: 24, progress: `${ordered} of 24` }],
});

describe('a store page open in the browser: its "18 of 24" follows the orders within seconds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    progress.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('shows the count of the page it came with, then the count after a paid order within five seconds', async () => {
    const { result } = renderHook(() => useProgress('fest-2026', counted(18)));
    expect(result.current.designs[0]?.ordered).toBe(18);
    progress.mockResolvedValue(counted(19)); // a buyer paid: the progress read now says 19
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_EVERY_MS));
    expect(progress).toHaveBeenCalledWith('fest-2026');
    expect(result.current.designs[0]).toMatchObject({ ordered: 19, progress: '19 of 24' });
    expect(PROGRESS_EVERY_MS).toBeLessThanOrEqual(5_000);
  });

  it('keeps the last count when a read fails, and reads nothing in a hidden tab', async () => {
    const { result } = renderHook(() => useProgress('fest-2026', counted(18)));
    progress.mockRejectedValue(new Error('offline'));
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_EVERY_MS));
    expect(result.current.designs[0]?.ordered).toBe(18);
    progress.mockClear();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_EVERY_MS * 3));
    expect(progress).not.toHaveBeenCalled();
  });

  it('stops reading once the page is left', async () => {
    const { unmount } = renderHook(() => useProgress('fest-2026', counted(18)));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_EVERY_MS * 2));
    expect(progress).not.toHaveBeenCalled();
  });
});

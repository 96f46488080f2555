import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_TEXT, LoadingScreen } from '@/components/layout/loading-screen';

/** A fetch that answers only when the test says so. */
function pendingFetch() {
  let answer: () => void = () => undefined;
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(new Response('{}', { status: 200 }));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: () => answer() };
}

const screenEl = () => screen.queryByRole('status');

describe('LoadingScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the logo and the specification’s text, and asks the server root', () => {
    const { fetchMock } = pendingFetch();
    render(<LoadingScreen />);
    expect(screenEl()).toHaveTextContent(LOADING_TEXT);
    expect(LOADING_TEXT).toBe('Good things take time, please wait while we load the site...');
    expect(screen.getByRole('img', { name: 'Rangrez' })).toBeInTheDocument();
    const [request] = fetchMock.mock.calls[0] as unknown as [Request];
    expect(new URL(request.url).pathname).toBe('/api/');
  });

  it('gives way after 800 ms when the server has not answered', () => {
    pendingFetch();
    render(<LoadingScreen />);
    act(() => vi.advanceTimersByTime(799));
    expect(screenEl()).toHaveAttribute('data-done', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(screenEl()).toHaveAttribute('data-done', 'true');
    act(() => vi.advanceTimersByTime(250));
    expect(screenEl()).not.toBeInTheDocument();
  });

  it('gives way as soon as the first request completes, before 800 ms', async () => {
    const { answer } = pendingFetch();
    render(<LoadingScreen />);
    act(() => vi.advanceTimersByTime(100));
    await act(async () => answer());
    expect(screenEl()).toHaveAttribute('data-done', 'true');
    act(() => vi.advanceTimersByTime(250));
    expect(screenEl()).not.toBeInTheDocument();
    // the 800 ms timer was disarmed with the answer: nothing is left waiting
    expect(vi.getTimerCount()).toBe(0);
  });

  it('also gives way when the request fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    render(<LoadingScreen />);
    await act(async () => undefined);
    expect(screenEl()).toHaveAttribute('data-done', 'true');
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { DataExport } from '@/lib/api/account';

const startDataExport = vi.fn();
const latestDataExport = vi.fn();
const dataExport = vi.fn();
vi.mock('@/lib/api/account', () => ({
  accountApi: {
    startDataExport: () => startDataExport(),
    latestDataExport: () => latestDataExport(),
    dataExport: (id: string) => dataExport(id),
  },
}));

import { DownloadMyData, POLL_MS } from '@/components/account/download-my-data';

const job = (over: Partial<DataExport> = {}): DataExport => ({
  id: 'e1',
  status: 'queued',
  percent: 0,
  done: 0,
  total: null,
  size_bytes: 0,
  created_at: '2026-11-26T04:00:00Z',
  finished_at: null,
  expires_at: '2026-12-03T04:00:00Z',
  download_url: null,
  message: '',
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  latestDataExport.mockResolvedValue(null);
});
afterEach(() => vi.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const poll = () => act(() => vi.advanceTimersByTimeAsync(POLL_MS));

describe('Download my data', () => {
  it('starts the job, shows its progress as it moves, then the download link', async () => {
    startDataExport.mockResolvedValue(job());
    dataExport
      .mockResolvedValueOnce(job({ status: 'running', percent: 40 }))
      .mockResolvedValueOnce(job({ status: 'done', percent: 100, size_bytes: 12_800, download_url: '/api/me/data/exports/e1/file/' }));
    render(<DownloadMyData />);

    await user().click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Preparing your data… 0%')).toBeInTheDocument();
    await poll();
    expect(screen.getByText('Preparing your data… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Preparing your data' })).toHaveAttribute('value', '40');
    await poll();

    const link = screen.getByRole('link', { name: 'Download my data (ZIP, 13 KB)' });
    expect(link).toHaveAttribute('href', '/api/me/data/exports/e1/file/');
    expect(screen.getByText('Ready until 03/12/2026; then it is deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(dataExport).toHaveBeenCalledTimes(2);
    await poll();
    expect(dataExport).toHaveBeenCalledTimes(2); // no polling once it is ready
    expect(screen.getByRole('button', { name: 'Prepare a fresh copy' })).toBeEnabled();
  });

  it('says the server’s words when one is already being prepared', async () => {
    const busy = 'Your data is already being prepared. Please wait for it to finish; it takes a minute or two.';
    startDataExport.mockRejectedValue(new ApiError(busy, 429, {}, true));
    render(<DownloadMyData />);
    await user().click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(busy);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('picks up a copy being prepared when the page opens, and offers to try again when it fails', async () => {
    latestDataExport.mockResolvedValue(job({ status: 'running', percent: 60 }));
    dataExport.mockResolvedValue(job({ status: 'failed', message: 'We could not prepare your data. Please try again.' }));
    render(<DownloadMyData />);
    expect(await screen.findByText('Preparing your data… 60%')).toBeInTheDocument();
    await poll();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not prepare your data. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('tells the customer when the progress cannot be read', async () => {
    startDataExport.mockResolvedValue(job());
    dataExport.mockRejectedValue(new ApiError('Network error', 0));
    render(<DownloadMyData />);
    await user().click(await screen.findByRole('button', { name: 'Download my data' }));
    await poll();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not check on your data just now. Please try again.');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});

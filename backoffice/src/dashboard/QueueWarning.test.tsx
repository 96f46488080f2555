import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueueWarning } from './QueueWarning';
import { renderWithAdmin } from '../test/render';
import { reply, stubOffice } from '../test/office';
import type { Health } from '../types';

const stuck: Health = {
    ok: false,
    database: { ok: true, vendor: 'sqlite', latency_ms: 1.2 },
    queue: { waiting: 4, oldest_waiting_seconds: 185, deferred: 0, failed: 1 },
    workers: { alive: 0, last_heartbeat: '2026-11-26T01:00:00Z', last_heartbeat_seconds: 240 },
};

describe('QueueWarning', () => {
    it('warns the owner when tasks wait and no worker is alive, with the figures', async () => {
        // the health check answers 503 while tasks wait and no worker is alive; the body is still read
        stubOffice({ 'GET /api/health/': () => reply(503, stuck) });
        renderWithAdmin(<QueueWarning />);
        expect(await screen.findByRole('alert')).toHaveTextContent('The task worker is not running');
        expect(screen.getByRole('alert')).toHaveTextContent(
            '4 tasks are waiting (the oldest for 3 minutes), and no task worker has been alive for a minute',
        );
        expect(screen.getByRole('alert')).toHaveTextContent('The last worker was seen at 26/11/2026');
    });

    it('says nothing while the queue is served', async () => {
        const getHealth = vi.fn(() => ({ ok: true }));
        stubOffice({ 'GET /api/health/': getHealth });
        renderWithAdmin(<QueueWarning />);
        await waitFor(() => expect(getHealth).toHaveBeenCalled());
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
});

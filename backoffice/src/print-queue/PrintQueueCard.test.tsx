import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrintQueueCard } from './PrintQueueCard';
import { renderWithAdmin } from '../test/render';
import { makeOrder } from '../test/orders';

describe('the print queue card', () => {
    it('says an order waits for blanks and offers no Printed', async () => {
        renderWithAdmin(<PrintQueueCard order={makeOrder({ status: 'confirm', waiting_for_blanks: true })} />);
        expect(await screen.findByText('Waiting for blanks')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Printed' })).not.toBeInTheDocument();
    });

    it('shows the day a printed order was printed, in IST', async () => {
        renderWithAdmin(<PrintQueueCard order={makeOrder({ status: 'confirm', printed_at: '2026-11-26T20:00:00Z' })} />);
        expect(await screen.findByText('Printed 27/11/2026')).toBeInTheDocument();
        expect(screen.queryByText('Waiting for blanks')).not.toBeInTheDocument();
    });
});

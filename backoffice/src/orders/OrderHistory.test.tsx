import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderHistory } from './OrderHistory';
import type { OrderDetail } from './types';

// The unit tests run on a UTC clock (vite.config.ts): this would read 18:06 in the browser's zone.
const at = '2026-11-23T18:06:00Z';

describe("the order page's history", () => {
    it('dates each change in IST, as the notes beside it', () => {
        const event = { id: 1, kind: 'status', from_value: 'pending', to_value: 'confirm', actor: 'Asha Admin', created_at: at };
        render(<OrderHistory record={{ history: [event] } as OrderDetail} />);
        expect(screen.getByText('23/11/2026, 23:36 · Asha Admin')).toBeInTheDocument();
    });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubOffice } from '../test/office';
import { GiftCardLiability } from './GiftCardLiability';

describe('GiftCardLiability', () => {
    it("shows the period's sold, spent, expired and outstanding as the server keeps them", async () => {
        const asked: string[] = [];
        stubOffice({
            'GET /api/office/gift-card-liability': ({ query }) => {
                asked.push(`${query.get('start')}..${query.get('end')}`);
                return { start: query.get('start'), end: query.get('end'), opening: 1000, sold: 5000, spent: 1200.5, expired: 300, outstanding: 4499.5 };
            },
        });
        render(<GiftCardLiability />);
        const section = await screen.findByRole('region', { name: 'Gift card liability' });
        expect(await within(section).findByText('₹4,499.50')).toBeTruthy();
        expect(within(section).getByText('₹5,000.00')).toBeTruthy();
        expect(within(section).getByText('₹1,200.50')).toBeTruthy();
        expect(asked[0]).toMatch(/^\d{4}-\d{2}-01\.\.\d{4}-\d{2}-\d{2}$/);
    });
});

import { describe, expect, it } from 'vitest';
import { addDays, batchErrors, batchTotal, shortestExpiry } from './batchRules';

const TODAY = '2026-11-29';
const GOOD = { company: 'Tarang Textiles', count: 50, amount: 500, buyer: 'Meera Iyer', buyer_email: 'meera@tarang.in', expires_on: '' };

describe('a batch of gift cards, checked as the server checks it', () => {
    it('takes a company, 1 to 1000 cards of a whole amount from ₹100 to ₹10,000', () => {
        expect(batchErrors(GOOD, TODAY)).toEqual({});
        expect(batchErrors({ ...GOOD, company: '  ' }, TODAY).company).toMatch(/company's name/);
        expect(batchErrors({ ...GOOD, count: 0 }, TODAY).count).toBe('Issue from 1 to 1000 cards at once.');
        expect(batchErrors({ ...GOOD, count: 1001 }, TODAY).count).toBeDefined();
        expect(batchErrors({ ...GOOD, count: 2.5 }, TODAY).count).toBeDefined();
        expect(batchErrors({ ...GOOD, amount: 99 }, TODAY).amount).toBe('Choose a whole amount from Rs 100 to Rs 10000.');
        expect(batchErrors({ ...GOOD, amount: 10001 }, TODAY).amount).toBeDefined();
        expect(batchErrors({ ...GOOD, amount: '500.50' }, TODAY).amount).toBeDefined();
        expect(batchErrors({ ...GOOD, buyer_email: 'meera@' }, TODAY).buyer_email).toBe('Please enter a valid email address.');
        expect(batchErrors({ ...GOOD, buyer_email: '' }, TODAY)).toEqual({}); // the buyer's e-mail is optional
    });

    it('never lets a card run out before a year (the RBI’s minimum), nor past three years', () => {
        expect(shortestExpiry(TODAY)).toBe('2027-11-29');
        expect(batchErrors({ ...GOOD, expires_on: '2027-11-29' }, TODAY)).toEqual({});
        expect(batchErrors({ ...GOOD, expires_on: '2027-11-28' }, TODAY).expires_on).toBe('A gift card is valid at least a year: choose 29/11/2027 or later.');
        expect(batchErrors({ ...GOOD, expires_on: addDays(TODAY, 3 * 366 + 1) }, TODAY).expires_on).toBe('Choose an expiry within three years.');
        expect(addDays('2028-02-28', 1)).toBe('2028-02-29'); // a leap day counts
    });

    it('says what the batch is worth', () => {
        expect(batchTotal(GOOD)).toBe(25000);
        expect(batchTotal({ count: 'x', amount: 500 })).toBe(0);
    });
});

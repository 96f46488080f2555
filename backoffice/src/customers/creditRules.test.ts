import { describe, expect, it } from 'vitest';
import { MOVE_WORDS, grantErrors } from './creditRules';

describe('a store credit grant, checked as the server checks it', () => {
    it('takes ₹1 to ₹1,00,000 with paise, and a reason the customer will read', () => {
        expect(grantErrors('250', 'Parcel arrived late')).toEqual({});
        expect(grantErrors('1', 'Goodwill')).toEqual({});
        expect(grantErrors('100000.00', 'Goodwill')).toEqual({});
        expect(grantErrors('0.99', 'Goodwill').amount).toBe('Grant from Rs 1 to Rs 100000.');
        expect(grantErrors('100000.01', 'Goodwill').amount).toBeDefined();
        expect(grantErrors('12.345', 'Goodwill').amount).toBeDefined();
        expect(grantErrors('-5', 'Goodwill').amount).toBeDefined();
        expect(grantErrors('250', '  ok ').reason).toMatch(/3 to 300 characters/);
        expect(grantErrors('250', 'x'.repeat(301)).reason).toBeDefined();
    });

    it('names every kind of move the server keeps', () => {
        expect(Object.keys(MOVE_WORDS).sort()).toEqual(['grant', 'restored', 'return', 'rto', 'spent']);
    });
});

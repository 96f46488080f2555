import { describe, expect, it } from 'vitest';
import { addDays, dueState, istToday } from './due';

describe('due dates', () => {
    it('are late, due today or tomorrow from India today', () => {
        const today = '2026-11-23';
        expect(dueState('2026-11-22', 'confirm', today)).toBe('late');
        expect(dueState('2026-11-23', 'pending', today)).toBe('today');
        expect(dueState('2026-11-24', 'confirm', today)).toBe('tomorrow');
        expect(dueState('2026-11-30', 'confirm', today)).toBe('later');
    });

    it('say nothing of orders already shipped or without a date', () => {
        expect(dueState('2026-11-01', 'shipped', '2026-11-23')).toBeNull();
        expect(dueState(null, 'confirm', '2026-11-23')).toBeNull();
    });

    it("reads today on India's calendar, past midnight IST while UTC is still yesterday", () => {
        expect(istToday(new Date('2026-11-23T19:00:00Z'))).toBe('2026-11-24');
        expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    });
});

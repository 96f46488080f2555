import { describe, expect, it } from 'vitest';
import { answerText, countdown } from './ndrText';

const NOW = new Date('2026-11-24T06:00:00Z');

describe('the deadline countdown', () => {
    it('counts down to the courier cut-off', () => {
        expect(countdown({ deadline: '2026-11-24T18:30:00Z', status: 'open' }, NOW)).toBe('12 h 30 min left');
        expect(countdown({ deadline: '2026-11-24T06:20:00Z', status: 'answered' }, NOW)).toBe('20 min left');
    });

    it('says how late a case is', () => {
        expect(countdown({ deadline: '2026-11-24T03:00:00Z', status: 'open' }, NOW)).toBe('3 h 0 min past the deadline');
    });

    it('says nothing for a settled case', () => {
        expect(countdown({ deadline: '2026-11-24T03:00:00Z', status: 'closed' }, NOW)).toBe('');
    });
});

describe("the customer's answer", () => {
    const day = (value: string) => value.split('-').reverse().join('/');
    const none = { answer: null, answer_date: null, answer_address: '', answer_phone: '' };

    it('reads each choice', () => {
        expect(answerText(none, day)).toBe('No answer yet');
        expect(answerText({ ...none, answer: 'reattempt', answer_date: '2026-11-26' }, day)).toBe('Deliver again on 26/11/2026');
        expect(answerText({ ...none, answer: 'cancel' }, day)).toBe('Cancel the delivery');
        expect(answerText({ ...none, answer: 'address', answer_address: 'Flat 4, FC Road, Pune', answer_phone: '9123456780' }, day)).toBe(
            'New details: Flat 4, FC Road, Pune, phone 9123456780',
        );
    });
});

import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { approveErrors, receiveErrors, refundErrors, rejectErrors, serverStepErrors } from './stepRules';

describe('the refund dialog', () => {
    it('takes the prefilled amount or less, to the paisa, with a UTR', () => {
        expect(refundErrors('449.10', 'UTR123456789012', '449.10')).toEqual({});
        expect(refundErrors('400', 'UTR1234', '449.10')).toEqual({});
    });
    it('never above what the server computed, never nothing', () => {
        expect(refundErrors('449.11', 'UTR123456', '449.10').amount).toBe('At most ₹449.10 can be refunded.');
        expect(refundErrors('0', 'UTR123456', '449.10').amount).toMatch(/Enter the amount/);
        expect(refundErrors('12.345', 'UTR123456', '449.10').amount).toMatch(/two decimals/);
        expect(refundErrors('-5', 'UTR123456', '449.10').amount).toMatch(/Enter the amount/);
    });
    it('asks for the UTR: 6 to 40 letters and digits', () => {
        expect(refundErrors('10', '', '449.10').reference).toMatch(/UTR/);
        expect(refundErrors('10', 'AB12', '449.10').reference).toBe('The UTR is 6 to 40 letters and digits.');
        expect(refundErrors('10', '', '449.10', true)).toEqual({}); // store credit, or gift cards and credit cover it: no UTR
        expect(refundErrors('500', '', '449.10', true).amount).toBe('At most ₹449.10 can be refunded.'); // the amount still checked
        expect(refundErrors('449.11', '', '449.10', true).amount).toBe('At most ₹449.10 can be refunded.');
        expect(refundErrors('10', 'UTR 1234 5678', '449.10').reference).toBe('The UTR is 6 to 40 letters and digits.');
    });
});

describe('the other steps', () => {
    it('approve: a courier and its AWB, or the customer sends it back', () => {
        expect(approveErrors(true, '', '')).toEqual({});
        expect(approveErrors(false, '', '').courier_id).toBeDefined();
        expect(approveErrors(false, 2, ' ').awb).toBeDefined();
        expect(approveErrors(false, 2, 'D1 23').awb).toBeDefined();
        expect(approveErrors(false, 2, 'D123456')).toEqual({});
    });
    it('reject: a reason the customer can read', () => {
        expect(rejectErrors('').reason).toBeDefined();
        expect(rejectErrors('x'.repeat(501)).reason).toBeDefined();
        expect(rejectErrors('Worn and washed')).toEqual({});
    });
    it('receive: a failed check needs its note', () => {
        expect(receiveErrors(true, '')).toEqual({});
        expect(receiveErrors(false, '').note).toBeDefined();
        expect(receiveErrors(false, 'Stained')).toEqual({});
    });
    it('puts the server’s field errors on the fields, the rest in the message', () => {
        const fielded = new HttpError('Bad', 400, { message: 'Bad', errors: { amount: 'At most ₹449.10.' } });
        expect(serverStepErrors(fielded, ['amount', 'reference'])).toEqual({ amount: 'At most ₹449.10.' });
        const status = new HttpError('This return is refunded: it cannot be approved.', 400, { errors: { status: 'x' } });
        expect(serverStepErrors(status, ['amount'])).toEqual({ message: 'This return is refunded: it cannot be approved.' });
    });
});

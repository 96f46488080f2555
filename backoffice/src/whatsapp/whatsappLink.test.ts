import { describe, expect, it } from 'vitest';
import { tenDigitPhone, whatsappLink } from './whatsappLink';

describe('whatsappLink', () => {
    it('links to wa.me with +91 and a url-encoded line naming the order and its status', () => {
        const link = whatsappLink({ order_id: 'RZ-2026-0042', status: 'shipped', name: 'Priya Shah', phone_number: '9876543210' });
        expect(link).toBe(
            'https://wa.me/919876543210?text=Hello%20Priya%20Shah%2C%20your%20Rangrez%20order%20RZ-2026-0042%20is%20shipped.',
        );
        const text = new URL(link ?? '').searchParams.get('text');
        expect(text).toBe('Hello Priya Shah, your Rangrez order RZ-2026-0042 is shipped.');
    });

    it('says confirmed for the confirm column', () => {
        const link = whatsappLink({ order_id: 'RZ-1', status: 'confirm', phone_number: '9876543210' });
        expect(new URL(link ?? '').searchParams.get('text')).toBe('Hello, your Rangrez order RZ-1 is confirmed.');
    });

    it('accepts +91, 0 and spaces but no other numbers', () => {
        expect(tenDigitPhone('+91 98765 43210')).toBe('9876543210');
        expect(tenDigitPhone('09876543210')).toBe('9876543210');
        expect(tenDigitPhone('12345')).toBeNull();
        expect(tenDigitPhone('5876543210')).toBeNull();
        expect(whatsappLink({ order_id: 'RZ-1', status: 'pending', phone_number: '' })).toBeNull();
    });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PackButton } from './PackButton';
import { packFilename } from './packFilename';
import { orderFileUrl } from '../providers/fileUrls';

describe('PackButton', () => {
    it("downloads the order's production pack from the office API", () => {
        render(<PackButton orderId="RZ-AB12CD34" />);
        const link = screen.getByRole('link', { name: 'Production pack of order RZ-AB12CD34' });
        expect(link).toHaveAttribute('href', '/api/office/orders/RZ-AB12CD34/pack.zip');
        expect(link).toHaveAttribute('download', 'RZ-AB12CD34-production-pack.zip');
    });

    it("says 'Pack' on a board card, with the same name for screen readers", () => {
        render(<PackButton orderId="RZ-AB12CD34" compact />);
        const link = screen.getByRole('link', { name: 'Production pack of order RZ-AB12CD34' });
        expect(link).toHaveTextContent(/^Pack$/);
    });

    it('keeps odd characters out of the address and the file name', () => {
        expect(orderFileUrl('RZ-1/..?x', 'pack.zip')).toBe('/api/office/orders/RZ-1%2F..%3Fx/pack.zip');
        expect(packFilename('RZ-1\r\n"x')).toBe('RZ-1x-production-pack.zip');
    });
});

import { describe, expect, it } from 'vitest';
import { hashRouteFor } from './routing';

describe('hashRouteFor', () => {
    it('turns path links into hash routes', () => {
        expect(hashRouteFor('/office/accounts', '')).toBe('/office/#/accounts');
        expect(hashRouteFor('/office/item', '')).toBe('/office/#/items');
        expect(hashRouteFor('/office/orders/RZ-1/show/', '')).toBe('/office/#/orders/RZ-1/show');
    });

    it('leaves the app root and hash routes alone', () => {
        expect(hashRouteFor('/office/', '')).toBeNull();
        expect(hashRouteFor('/office/accounts', '#/items')).toBeNull();
        expect(hashRouteFor('/elsewhere', '')).toBeNull();
    });
});

import type { components } from '../api/schema.gen';

/** A product type's bulk table as the office API answers it (GET /api/office/price-breaks/{id}). */
export type PriceBreaksRecord = components['schemas']['OfficePriceBreaksOut'];
export type PriceTier = PriceBreaksRecord['tiers'][number];

/** The tiers in a line, as the list shows them: '1-9 ₹499 · 10-49 ₹429'; none: 'No breaks'. */
export const tiersLine = (tiers: PriceTier[], rupees: (n: number) => string): string =>
    tiers.map(t => `${t.label} ${rupees(t.one_side)}`).join(' · ') || 'No breaks';

import type { BlankItem } from '../types';

/** "T-Shirt (Half Sleeve), Black, M": how a blank is named on every screen. */
export const blankName = (item: Pick<BlankItem, 'product_type' | 'sleeve' | 'colour' | 'size'>): string =>
    `${item.product_type}${item.sleeve ? ` (${item.sleeve})` : ''}, ${item.colour}, ${item.size}`;

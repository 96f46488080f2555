import { istMonth } from '../format';

/** This month on the shop's calendar, as the API takes it: YYYY-MM. */
export const thisMonth = (): string => {
    const { year, month } = istMonth();
    return `${year}-${String(month).padStart(2, '0')}`;
};

const NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month's first day ('2026-11-01') as a chart's label: Nov 2026. */
export const monthLabel = (first: string): string => `${NAMES[Number(first.slice(5, 7)) - 1]} ${first.slice(0, 4)}`;

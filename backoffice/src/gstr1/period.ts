import { istMonth } from '../format';

/** The month a GSTR-1 screen opens on: the last finished month, India's calendar (YYYY-MM). */
export const lastMonth = (now: Date = new Date()): string => {
    const { year, month } = istMonth(now);
    const y = month === 1 ? year - 1 : year;
    const m = month === 1 ? 12 : month - 1;
    return `${y}-${String(m).padStart(2, '0')}`;
};

export const isMonth = (value: string): boolean => /^20\d{2}-(0[1-9]|1[0-2])$/.test(value);

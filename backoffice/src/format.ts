/** Display helpers: dates as dd/mm/yyyy, money as rupees with Indian grouping and paise. */

export const formatDate = (value?: string | null): string => {
    if (!value) return '';
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return value;
    const dd = String(date.getDate()).padStart(2, '0');
    const mm = String(date.getMonth() + 1).padStart(2, '0');
    return `${dd}/${mm}/${date.getFullYear()}`;
};

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The one money formatter's number: Indian grouping, always two places (1,23,837.10). */
export const formatAmount = (value?: number | string | null): string => rupees.format(Number(value ?? 0));

/** Money everywhere in the console: ₹1,23,837.10. */
export const formatRupees = (value?: number | string | null): string => `₹${formatAmount(value)}`;

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A chart axis' rupees: Indian grouping, no paise (₹1,23,838). */
export const formatWholeRupees = (value?: number | string | null): string => `₹${wholeRupees.format(Number(value ?? 0))}`;

/** The specification's header wording around the same number: 'Rs. 1,23,837.10/-'. */
export const headerAmount = (value?: number | string | null): string => `Rs. ${formatAmount(value)}/-`;

export const formatSizes = (sizes?: { size: string; quantity: number }[]): string =>
    (sizes ?? []).map(line => `${line.size} × ${line.quantity}`).join(', ');

/** Display helpers: dates as dd/mm/yyyy, money as rupees. */

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

const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export const formatAmount = (value?: number | string | null): string =>
    rupeeFormat.format(Number(value ?? 0));

export const formatRupees = (value?: number | string | null): string => `Rs. ${formatAmount(value)}`;

export const formatSizes = (sizes?: { size: string; quantity: number }[]): string =>
    (sizes ?? []).map(line => `${line.size} × ${line.quantity}`).join(', ');

/** The specification's header figure: 'Rs. {amount}/-' with the plain number (two decimals only when needed). */
export const plainAmount = (value?: number | string | null): string => {
    const n = Number(value ?? 0);
    return Number.isInteger(n) ? String(n) : n.toFixed(2);
};

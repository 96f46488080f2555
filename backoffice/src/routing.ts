/**
 * The console uses hash routes (`/office/#/accounts`). Django answers every `/office/<path>` with
 * the app, so a path-style link (`/office/accounts`, `/office/item`) is turned into its hash route.
 */
const ALIASES: Record<string, string> = { item: 'items', office: '', admin: '' };

export const hashRouteFor = (pathname: string, hash: string, base = '/office/'): string | null => {
    if (hash || !pathname.startsWith(base)) return null;
    const rest = pathname.slice(base.length).replace(/\/+$/, '');
    if (!rest) return null;
    const route = rest in ALIASES ? ALIASES[rest] : rest;
    return `${base}#/${route}`;
};

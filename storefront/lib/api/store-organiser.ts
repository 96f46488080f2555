/**
 * A campaign store's dashboard as its organiser's page reads it (server side, with the visitor's own cookie: never
 * cached): pieces per design and size, the roster, the money collected and the organiser's margin. Anyone else is
 * told the store is not theirs (403) and a visitor to log in (401): the page answers 404 and a login link.
 */
import 'server-only';
import { ApiError } from './errors';
import { shop, unwrap } from './http';
import type { paths } from './schema.gen';
import { type StorePage, toStorePage } from './stores';

type DashboardWire = paths['/api/stores/{slug}/dashboard/']['get']['responses'][200]['content']['application/json'];

export interface StoreDashboard extends StorePage {
  password: string;
  showRoster: boolean;
  perSize: { design: string; size: string; pieces: number }[];
  orders: number;
  collected: string;
  margin: string;
  shopShare: string;
}

export function toStoreDashboard(raw: DashboardWire): StoreDashboard {
  return {
    ...toStorePage(raw),
    password: raw.password,
    showRoster: raw.show_roster,
    perSize: raw.per_size,
    orders: raw.orders,
    collected: String(raw.collected),
    margin: String(raw.margin),
    shopShare: String(raw.shop),
  };
}

export type DashboardAnswer = { kind: 'ok'; dashboard: StoreDashboard } | { kind: 'login' } | { kind: 'missing' };

export async function getStoreDashboard(slug: string, cookie: string): Promise<DashboardAnswer> {
  try {
    const raw = await unwrap(shop({ cookie }).GET('/api/stores/{slug}/dashboard/', { params: { path: { slug } } }));
    return { kind: 'ok', dashboard: toStoreDashboard(raw) };
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return { kind: 'login' };
    if (e instanceof ApiError && (e.status === 403 || e.status === 404)) return { kind: 'missing' };
    throw e;
  }
}

/** The statement and roster (XLSX), through the same-origin rewrite with the organiser's session cookie. */
export const statementUrl = (slug: string) => `/api/stores/${encodeURIComponent(slug)}/statement.xlsx`;

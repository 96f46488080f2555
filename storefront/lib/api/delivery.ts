/** The pincode check: town, district, state, delivery dates and cash on delivery (GET /api/pincodes/{pin}/). */
import { ApiError } from './errors';
import { shop, unwrap } from './http';
import type { Wire } from './types';

export type Reading = 'product' | 'design';

export interface PincodeAnswer {
  pincode: string;
  town: string;
  district: string;
  state: string;
  delivers: boolean;
  minDays: number | null;
  maxDays: number | null;
  deliveryBy: string;
  /** The last day of the estimate ('2026-12-01'), null where the shop does not deliver. */
  latest: string | null;
  codBelow: number;
  codAvailable: boolean | null;
}

export const PINCODE_RE = /^[1-9]\d{5}$/;
export const MALFORMED_PINCODE = 'Enter a valid 6-digit pincode.';

/** An amount the API sends as a number or a decimal string, as a number. */
const num = (v: string | number): number => Number(v) || 0;

export function toPincodeAnswer(raw: Wire<'/api/pincodes/{pincode}/', 'get'>): PincodeAnswer {
  return {
    pincode: raw.pincode,
    town: raw.town,
    district: raw.district,
    state: raw.state,
    delivers: raw.delivers,
    minDays: raw.min_days ?? null,
    maxDays: raw.max_days ?? null,
    deliveryBy: raw.delivery_by,
    latest: raw.latest ?? null,
    codBelow: num(raw.cod_below),
    codAvailable: raw.cod_available ?? null,
  };
}

/** Checks a pincode; a malformed one is refused here without a call (same message as the server's). */
export async function checkPincode(pincode: string, opts: { amount?: number | null; reading: Reading }): Promise<PincodeAnswer> {
  const pin = pincode.trim();
  if (!PINCODE_RE.test(pin)) throw new ApiError(MALFORMED_PINCODE, 400, { pincode: [MALFORMED_PINCODE] }, true);
  const amount = opts.amount != null && opts.amount > 0 ? opts.amount.toFixed(2) : undefined;
  const query = { path: { pincode: pin }, query: { reading: opts.reading, amount } };
  return toPincodeAnswer(await unwrap(shop().GET('/api/pincodes/{pincode}/', { params: query })));
}

/** The pincode check: town, district, state, delivery dates and cash on delivery (GET /api/pincodes/{pin}/). */
import { ApiError } from './errors';
import { shop, unwrap } from './http';

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
  codBelow: number;
  codAvailable: boolean | null;
}

export const PINCODE_RE = /^[1-9]\d{5}$/;
export const MALFORMED_PINCODE = 'Enter a valid 6-digit pincode.';

type Raw = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function toPincodeAnswer(raw: Raw): PincodeAnswer {
  return {
    pincode: str(raw.pincode),
    town: str(raw.town),
    district: str(raw.district),
    state: str(raw.state),
    delivers: raw.delivers === true,
    minDays: numOrNull(raw.min_days),
    maxDays: numOrNull(raw.max_days),
    deliveryBy: str(raw.delivery_by),
    codBelow: numOrNull(raw.cod_below) ?? 5000,
    codAvailable: typeof raw.cod_available === 'boolean' ? raw.cod_available : null,
  };
}

/** Checks a pincode; a malformed one is refused here without a call (same message as the server's). */
export async function checkPincode(pincode: string, opts: { amount?: number | null; reading: Reading }): Promise<PincodeAnswer> {
  const pin = pincode.trim();
  if (!PINCODE_RE.test(pin)) throw new ApiError(MALFORMED_PINCODE, 400, { pincode: [MALFORMED_PINCODE] }, true);
  const amount = opts.amount != null && opts.amount > 0 ? opts.amount.toFixed(2) : undefined;
  const query = { path: { pincode: pin }, query: { reading: opts.reading, amount } };
  return toPincodeAnswer((await unwrap(shop().GET('/api/pincodes/{pincode}/', { params: query }))) as unknown as Raw);
}

/** The owner's vouchers' calls, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { components } from '../api/schema.gen';

type Schemas = components['schemas'];
/** A voucher as the list and the edit page show it (`OfficeVoucherOut`). */
export type Voucher = Schemas['OfficeVoucherOut'];
/** `POST /api/office/vouchers`: one code, or `count` codes after `prefix` (`OfficeVoucherCreateIn`). */
export type VoucherMake = Schemas['OfficeVoucherCreateIn'];
export type VouchersMade = Schemas['OfficeVoucherMadeOut'];

/** `POST /api/office/vouchers` (the owner): audited; answers the batch's name and how many were made. */
export const makeVouchers = (body: VoucherMake): Promise<VouchersMade> => answer(office.POST('/api/office/vouchers', { body }));

/** The batch's codes as a sheet: a link the browser downloads itself (same origin, the session cookie). */
export const batchSheetUrl = (batch: string) => `/api/office/vouchers.xlsx?${new URLSearchParams({ batch })}`;

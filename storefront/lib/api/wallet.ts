/** The customer's wallet: store credit and its history, gift cards bought (paid by UPI) and a card's balance. */
import { shop, unwrap } from './http';
import type { components } from './schema.gen';

type S = components['schemas'];
export type Wallet = S['WalletOut'];
export type CreditMove = S['CreditMoveOut'];
export type GiftCardBought = S['GiftCardBoughtOut'];
export type GiftCardBalance = S['GiftCardBalanceOut'];

export interface GiftCardInput {
  amount: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  sendOn: string; // yyyy-mm-dd, '' for today
  upiReference: string;
}

export const walletApi = {
  read: async (): Promise<Wallet> => unwrap(shop().GET('/api/wallet/')),
  credit: async (offset = 0): Promise<CreditMove[]> => unwrap(shop().GET('/api/wallet/credit/', { params: { query: { offset, limit: 20 } } })),
  bought: async (): Promise<GiftCardBought[]> => unwrap(shop().GET('/api/wallet/gift-cards/', { params: { query: { offset: 0, limit: 20 } } })),
  buy: async (g: GiftCardInput): Promise<GiftCardBought> =>
    unwrap(
      shop().POST('/api/wallet/gift-cards/', {
        body: {
          amount: g.amount,
          recipient_name: g.recipientName,
          recipient_email: g.recipientEmail,
          message: g.message,
          send_on: g.sendOn || null,
          upi_reference: g.upiReference,
        },
      }),
    ),
  check: async (code: string): Promise<GiftCardBalance> => unwrap(shop().POST('/api/wallet/gift-cards/check/', { body: { code } })),
};

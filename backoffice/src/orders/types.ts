/** The order page's record: defined beside `Order` in the shared src/types.ts (test helpers use it too). */
export type { OrderDetail } from '../types';

import type { components } from '../api/schema.gen';
import type { Order } from '../types';

type Detail = components['schemas']['OfficeOrderDetailOut'];

/** The order page's record (`GET /api/office/orders/{id}`, `OfficeOrderDetailOut`): a row plus lines, breakdown, address, history. */
export type OrderDetail = Order & Pick<Detail, 'instructions' | 'upi_reference' | 'lines' | 'breakdown' | 'shipping_address' | 'business' | 'history'>;

import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, DataProvider, UpdateParams } from 'react-admin';
import { httpClient } from './httpClient';
import type {
    AdminOrder,
    OfficeSummary,
    AmountSummary,
    OrderPaymentRecord,
    OrderStatus,
    Page,
    PaidRecord,
    PaymentStatus,
    UnpaidRecord,
} from '../types';

const COLUMN_PATH: Record<OrderStatus, string> = {
    pending: '/api/pendingorders/',
    confirm: '/api/confirmorders/',
    shipped: '/api/shippedorders/',
    delivered: '/api/deliveredorders/',
    cancelled: '/api/cancelledorders/',
};

interface PageQuery {
    limit?: number;
    offset?: number;
    q?: string;
}

const query = (params: Record<string, string | number | undefined>): string => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
        if (value !== undefined && value !== '') search.set(key, String(value));
    }
    const text = search.toString();
    return text ? `?${text}` : '';
};

const page = async <T>(url: string): Promise<Page<T>> => {
    const { json, headers } = await httpClient(url);
    const items = json as T[];
    const total = Number(headers.get('X-Total-Count') ?? items.length);
    return { items, total };
};

const json = async <T>(url: string, method: string, body: unknown): Promise<T> => {
    const response = await httpClient(url, { method, body: JSON.stringify(body) });
    return response.json as T;
};

/** Turns a react-admin file input value (`{rawFile, src, title}`) into a data URL string. */
export const fileToDataUrl = (file: Blob): Promise<string> =>
    new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
    });

type MaybeFile = { rawFile?: Blob } | string | null | undefined;

const withPhotoAsDataUrl = async <P extends CreateParams | UpdateParams>(params: P): Promise<P> => {
    const photo = (params.data as { photo?: MaybeFile }).photo;
    if (photo && typeof photo === 'object' && photo.rawFile instanceof Blob) {
        return { ...params, data: { ...params.data, photo: await fileToDataUrl(photo.rawFile) } };
    }
    if (photo && typeof photo === 'object') {
        // An untouched existing photo: leave it out of the update.
        const { photo: _unused, ...rest } = params.data as Record<string, unknown>;
        void _unused;
        return { ...params, data: rest };
    }
    return params;
};

/** The shop's own calls (docs/api.md), used by the board, accounts and dashboard screens. */
export interface ShopCalls {
    boardColumn(status: OrderStatus, params?: PageQuery): Promise<Page<AdminOrder>>;
    orderStatusSet(orderId: string, status: OrderStatus): Promise<{ message: string }>;
    amountSummary(): Promise<AmountSummary>;
    paidList(params?: PageQuery): Promise<Page<PaidRecord>>;
    unpaidList(params?: PageQuery): Promise<Page<UnpaidRecord>>;
    paymentList(params?: PageQuery): Promise<Page<OrderPaymentRecord>>;
    paymentStatusSet(orderId: string, status: PaymentStatus): Promise<{ message: string }>;
    testimonialAdd(data: { name: string; message: string; photo: string }): Promise<{ message: string }>;
    adminRegister(data: { name: string; phone_number: string; password: string }): Promise<{ message: string }>;
    designImage(orderId: string, side: 'front' | 'back'): Promise<Blob>;
    officeSummary(): Promise<OfficeSummary>;
}

export type OfficeDataProvider = DataProvider & ShopCalls;

const rest = simpleRestProvider('/api/office', httpClient);

export const shopCalls: ShopCalls = {
    boardColumn: (status, { limit = 20, offset = 0 } = {}) =>
        page<AdminOrder>(`${COLUMN_PATH[status]}${query({ limit, offset })}`),
    orderStatusSet: (order_id, status) => json('/api/order/status/', 'PATCH', { order_id, status }),
    amountSummary: async () => (await httpClient('/api/adminnavamountsummary/')).json as AmountSummary,
    paidList: ({ limit = 10, offset = 0 } = {}) => page<PaidRecord>(`/api/paid/${query({ limit, offset })}`),
    unpaidList: ({ limit = 10, offset = 0 } = {}) =>
        page<UnpaidRecord>(`/api/unpaid/${query({ limit, offset })}`),
    paymentList: ({ limit = 10, offset = 0, q } = {}) =>
        page<OrderPaymentRecord>(`/api/payment_list/${query({ limit, offset, q })}`),
    paymentStatusSet: (order_id, payment_status) =>
        json('/api/paymentupdate/', 'PATCH', { order_id, payment_status }),
    testimonialAdd: data => json('/api/addtestimonial/', 'POST', data),
    adminRegister: data => json('/api/adminregister/', 'POST', data),
    designImage: async (orderId, side) => {
        const response = await fetch(`/api/orders/${encodeURIComponent(orderId)}/design/${side}/`, {
            credentials: 'include',
        });
        if (!response.ok) {
            const body = (await response.json().catch(() => ({}))) as { message?: string };
            throw new Error(body.message ?? `This order has no ${side} design.`);
        }
        return response.blob();
    },
    officeSummary: async () => (await httpClient('/api/office/summary/')).json as OfficeSummary,
};

export const dataProvider: OfficeDataProvider = {
    ...rest,
    create: async (resource, params) =>
        rest.create(resource, resource === 'testimonials' ? await withPhotoAsDataUrl(params) : params),
    update: async (resource, params) =>
        rest.update(resource, resource === 'testimonials' ? await withPhotoAsDataUrl(params) : params),
    ...shopCalls,
};

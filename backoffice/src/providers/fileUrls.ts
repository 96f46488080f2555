/** Addresses of files the browser downloads itself (same origin, the session cookie; a link, not a call). */

const orderUrl = (orderId: string, tail: string) => `/api/office/orders/${encodeURIComponent(orderId)}/${tail}`;

/**
 * The one place a file's address is built for the browser to download itself (same origin, the
 * session cookie; a link, not a call): an order's newest invoice PDF or its production pack ZIP.
 */
export const orderFileUrl = (orderId: string, file: 'invoice.pdf' | 'challan.pdf' | 'pack.zip' | 'label.pdf') =>
    orderUrl(orderId, file);

/** A store batch's production pack (ZIP): a print file per buyer, the job sheet and the packing list. */
export const storeBatchPackUrl = (batchId: number) => `/api/office/store-batches/${batchId}/pack.zip`;

/** The labels (one 4x6 page a parcel) of the ticked orders, or of a day's parcels (a courier's when given). */
export const labelsUrl = (which: { orderIds: string[] } | { day: string; courierId: number | null }) => {
    const query = new URLSearchParams();
    if ('orderIds' in which) which.orderIds.forEach(id => query.append('order_ids', id));
    else {
        query.set('day', which.day);
        if (which.courierId !== null) query.set('courier_id', String(which.courierId));
    }
    return `/api/office/labels.pdf?${query}`;
};

/** A courier's pickup manifest for a day (PDF). */
export const manifestUrl = (day: string, courierId: number) =>
    `/api/office/manifest.pdf?${new URLSearchParams({ day, courier_id: String(courierId) })}`;

/** An order's production pack: a ZIP with its print files and job sheet (`GET /api/office/orders/{id}/pack.zip`). */
export const packUrl = (orderId: string) => `/api/office/orders/${encodeURIComponent(orderId)}/pack.zip`;

/** The name the server gives the file (letters, digits and hyphens of the order id). */
export const packFilename = (orderId: string) => `${orderId.replace(/[^A-Za-z0-9-]/g, '')}-production-pack.zip`;

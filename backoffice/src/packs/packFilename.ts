/** The name the server gives an order's production pack (letters, digits and hyphens of the order id). */
export const packFilename = (orderId: string) => `${orderId.replace(/[^A-Za-z0-9-]/g, '')}-production-pack.zip`;

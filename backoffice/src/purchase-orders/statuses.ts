import type { PurchaseStatus } from '../types';

export const STATUS_LABELS: Record<PurchaseStatus, string> = {
    draft: 'Draft',
    sent: 'Sent',
    partly_received: 'Partly received',
    received: 'Received',
    cancelled: 'Cancelled',
};

export const STATUS_CHOICES = (Object.keys(STATUS_LABELS) as PurchaseStatus[]).map(id => ({ id, name: STATUS_LABELS[id] }));

export const STATUS_COLOURS: Record<PurchaseStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
    draft: 'default',
    sent: 'info',
    partly_received: 'warning',
    received: 'success',
    cancelled: 'error',
};

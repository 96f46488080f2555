/** A business order's proofs, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { OrderProofs, ProofRevision } from '../types';

const byOrder = (orderId: string) => ({ path: { order_id: orderId } });

/** `GET /api/office/orders/{id}/proofs`: whether the order needs proofs, whether they are approved, the revisions. */
export const getProofs = (orderId: string): Promise<OrderProofs> =>
    answer(office.GET('/api/office/orders/{order_id}/proofs', { params: byOrder(orderId) }));

/** `POST /api/office/orders/{id}/proofs/required`: the order reaches the print queue only once its proofs are approved. */
export const requireProof = (orderId: string): Promise<OrderProofs> =>
    answer(office.POST('/api/office/orders/{order_id}/proofs/required', { params: byOrder(orderId) }));

/** `POST /api/office/orders/{id}/proofs` (multipart `design`, `note`, `file`): a new revision; the customer is e-mailed. */
export const uploadProof = (orderId: string, design: string, note: string, file: Blob): Promise<ProofRevision> =>
    answer(
        office.POST('/api/office/orders/{order_id}/proofs', {
            params: byOrder(orderId),
            body: { design, note },
            bodySerializer: body => {
                const form = new FormData();
                form.append('design', body.design);
                form.append('note', body.note ?? '');
                form.append('file', file);
                return form;
            },
        }),
    );

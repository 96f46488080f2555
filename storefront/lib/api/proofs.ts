/** A business order's proofs as its customer sees and decides them (GET/POST /api/orders/{order_id}/proofs/...). */
import { shop, unwrap } from './http';
import type { Schema, Wire } from './types';

export type ProofStatus = Schema<'ProofStatus'>;
export type ProofDecision = Schema<'ProofDecision'>;

export interface ProofRevision {
  id: number;
  design: string;
  number: number;
  kind: Schema<'ProofKind'>;
  status: ProofStatus;
  note: string;
  uploadedAt: string;
  decidedAt: string | null;
  comment: string;
  width: number;
  height: number;
  fileUrl: string;
  canDecide: boolean;
}

export interface OrderProofs {
  orderId: string;
  required: boolean;
  approved: boolean;
  /** each design's revisions, oldest first; the last one is the one the customer decides */
  designs: { design: string; revisions: ProofRevision[] }[];
}

type RevisionWire = Schema<'ProofRevisionOut'>;

export function toRevision(r: RevisionWire): ProofRevision {
  return {
    id: r.id,
    design: r.design,
    number: r.number,
    kind: r.kind,
    status: r.status,
    note: r.note,
    uploadedAt: r.uploaded_at,
    decidedAt: r.decided_at ?? null,
    comment: r.comment,
    width: r.width,
    height: r.height,
    fileUrl: r.file_url,
    canDecide: r.can_decide,
  };
}

/** The answer grouped by design (the server sends them in design order, each oldest first). */
export function toOrderProofs(raw: Wire<'/api/orders/{order_id}/proofs/', 'get'>): OrderProofs {
  const designs: OrderProofs['designs'] = [];
  for (const wire of raw.revisions) {
    const revision = toRevision(wire);
    const last = designs.at(-1);
    if (last && last.design.toLowerCase() === revision.design.toLowerCase()) last.revisions.push(revision);
    else designs.push({ design: revision.design, revisions: [revision] });
  }
  return { orderId: raw.order_id, required: raw.required, approved: raw.approved, designs };
}

const byOrder = (orderId: string) => ({ path: { order_id: orderId } });

/** The browser's calls (same origin, the customer's session). */
export const proofsApi = {
  get: async (orderId: string): Promise<OrderProofs> =>
    toOrderProofs(await unwrap(shop().GET('/api/orders/{order_id}/proofs/', { params: byOrder(orderId) }))),
  decide: async (orderId: string, revisionId: number, decision: ProofDecision, comment: string): Promise<ProofRevision> =>
    toRevision(
      await unwrap(
        shop().POST('/api/orders/{order_id}/proofs/{revision_id}/decision/', {
          params: { path: { order_id: orderId, revision_id: revisionId } },
          body: { decision, comment },
        }),
      ),
    ),
};

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toOrderProofs } from './proofs';

const revision = (id: number, design: string, number: number, status: 'pending' | 'approved' | 'changes' | 'superseded') => ({
  id,
  design,
  number,
  kind: 'image' as const,
  status,
  note: '',
  uploaded_at: '2026-11-26T10:00:00Z',
  decided_at: status === 'pending' || status === 'superseded' ? null : '2026-11-26T11:00:00Z',
  comment: status === 'changes' ? 'Bigger logo' : '',
  width: 60,
  height: 40,
  file_url: `/api/orders/RZ-1/proofs/${id}/file/`,
  can_decide: status === 'pending',
});

describe('toOrderProofs', () => {
  it("groups each design's revisions, oldest first, the newest last", () => {
    const proofs = toOrderProofs({
      order_id: 'RZ-1',
      required: true,
      approved: false,
      revisions: [revision(3, 'Back print', 1, 'approved'), revision(1, 'Front logo', 1, 'changes'), revision(2, 'front logo', 2, 'pending')],
    });
    expect(proofs.designs.map((d) => [d.design, d.revisions.map((r) => r.number)])).toEqual([
      ['Back print', [1]],
      ['Front logo', [1, 2]],
    ]);
    expect(proofs.designs[1]?.revisions[1]).toMatchObject({ canDecide: true, fileUrl: '/api/orders/RZ-1/proofs/2/file/' });
    expect(proofs.designs[1]?.revisions[0]).toMatchObject({ status: 'changes', comment: 'Bigger logo' });
  });
});

import { describe, expect, it } from 'vitest';
import { tenderSplit } from './use-tenders';

describe('tenderSplit', () => {
  it('spends store credit first, then the card, and leaves the rest to pay, to the paisa', () => {
    expect(tenderSplit(1327.05, 200.5, 500)).toEqual({ credit: 200.5, card: 500, left: 626.55 });
  });
  it('never takes more than the total, nor leaves less than nothing', () => {
    expect(tenderSplit(300, 250, 5000)).toEqual({ credit: 250, card: 50, left: 0 });
    expect(tenderSplit(0, 100, 100)).toEqual({ credit: 0, card: 0, left: 0 });
  });
  it('tenders and what is left always add up to the total', () => {
    const cases: [number, number, number][] = [[0.01, 0, 0.01], [999.99, 0.33, 0.67], [72000, 100000, 1]];
    for (const [total, credit, card] of cases) {
      const s = tenderSplit(total, credit, card);
      expect(Math.round((s.credit + s.card + s.left) * 100)).toBe(Math.round(total * 100));
      expect(s.left).toBeGreaterThanOrEqual(0);
    }
  });
});

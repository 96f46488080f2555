// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, canRedo, canUndo, record, redo, startHistory, undo } from './history';

describe('undo and redo', () => {
  it('undoes and redoes in order', () => {
    let h = startHistory('empty');
    h = record(h, 'image');
    h = record(h, 'image+text');
    expect(canUndo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toBe('image');
    h = undo(h);
    expect(h.present).toBe('empty');
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    expect(h.present).toBe('image');
    expect(canRedo(h)).toBe(true);
  });

  it('a new change after an undo drops the redo list', () => {
    let h = record(record(startHistory('a'), 'b'), 'c');
    h = record(undo(h), 'd');
    expect(h.present).toBe('d');
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe('b');
  });

  it('undo with nothing to undo changes nothing', () => {
    const h = startHistory(1);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it('keeps at most the last steps', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i += 1) h = record(h, i);
    expect(h.past.length).toBe(HISTORY_LIMIT);
  });
});

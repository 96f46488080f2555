// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BagLine, bagCount, bagItems, bagReducer, parseBag } from './bag';

const tee: BagLine = { itemId: 1, name: 'Bleu Renaissance', price: 699, color: 'Glow Pink', size: 'M', quantity: 1, image: null };

describe('the bag', () => {
  it('adds an item; the same item and size again adds to its quantity', () => {
    let bag = bagReducer([], { type: 'add', line: tee });
    bag = bagReducer(bag, { type: 'add', line: { ...tee, quantity: 2 } });
    expect(bag).toHaveLength(1);
    expect(bag[0]?.quantity).toBe(3);
  });

  it('another size of the same item is another line', () => {
    const bag = bagReducer([tee], { type: 'add', line: { ...tee, size: 'L' } });
    expect(bag.map((l) => l.size)).toEqual(['M', 'L']);
    expect(bagCount(bag)).toBe(2);
  });

  it('changes a quantity, and removes a line at 0', () => {
    expect(bagReducer([tee], { type: 'set-quantity', itemId: 1, size: 'M', quantity: 4 })[0]?.quantity).toBe(4);
    expect(bagReducer([tee], { type: 'set-quantity', itemId: 1, size: 'M', quantity: 0 })).toEqual([]);
  });

  it('caps a line at 99 pieces', () => {
    expect(bagReducer([tee], { type: 'set-quantity', itemId: 1, size: 'M', quantity: 1000 })[0]?.quantity).toBe(99);
  });

  it('removes a line and clears the bag', () => {
    const two = [tee, { ...tee, size: 'S' }];
    expect(bagReducer(two, { type: 'remove', itemId: 1, size: 'M' })).toEqual([{ ...tee, size: 'S' }]);
    expect(bagReducer(two, { type: 'clear' })).toEqual([]);
  });

  it('reads back what it stored and ignores junk', () => {
    expect(parseBag(JSON.stringify([tee]))).toEqual([tee]);
    expect(parseBag('not json')).toEqual([]);
    expect(parseBag(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(parseBag(JSON.stringify([{ itemId: 'x' }, tee]))).toEqual([tee]);
    expect(parseBag(null)).toEqual([]);
  });

  it('turns lines into the checkout call items', () => {
    expect(bagItems([tee])).toEqual([{ catalogue_item_id: 1, size: 'M', quantity: 1 }]);
  });
});

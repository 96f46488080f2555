// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_PEOPLE, checkTeam, cleanRows, parseSheet, sizeCounts, sizeOf } from './team';

const SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'];
const RULES = { sizes: SIZES, needsName: true, uniqueNumbers: true };

describe('parseSheet', () => {
  it('reads a sheet copied from a spreadsheet (tab separated) with its header, in any column order', () => {
    const rows = parseSheet('Size\tName\tNo\r\nM\tPriya Sharma\t7\r\n\r\nl\tRahul Verma\t10\r\n');
    expect(rows).toEqual([
      { name: 'Priya Sharma', number: '7', size: 'M' },
      { name: 'Rahul Verma', number: '10', size: 'l' },
    ]);
  });

  it('reads comma separated lines without a header as name, number, size, quotes trimmed', () => {
    expect(parseSheet('"Kavya Iyer",3,S\nArjun,,XL')).toEqual([
      { name: 'Kavya Iyer', number: '3', size: 'S' },
      { name: 'Arjun', number: '', size: 'XL' },
    ]);
  });

  it('keeps names in any script and leaves a missing cell empty', () => {
    expect(parseSheet('प्रिया\t7\nசெல்வி\t9')).toEqual([
      { name: 'प्रिया', number: '7', size: '' },
      { name: 'செல்வி', number: '9', size: '' },
    ]);
  });

  it('stops one past the limit so the checks can say there are too many', () => {
    const text = Array.from({ length: 500 }, (_, i) => `P${i},${i},M`).join('\n');
    expect(parseSheet(text)).toHaveLength(MAX_PEOPLE + 1);
  });
});

describe('checkTeam', () => {
  it('passes a clean team and counts its sizes for the price breaks', () => {
    const rows = parseSheet('Name,Number,Size\nPriya,7,M\nRahul,10,l\nArjun,18,xxl\nKavya,3,M');
    expect(checkTeam(rows, RULES)).toEqual({ rows: [[], [], [], []], team: '', ok: true });
    expect(sizeCounts(rows, SIZES)).toEqual([
      { size: 'M', quantity: 2 },
      { size: 'L', quantity: 1 },
      { size: '2XL', quantity: 1 },
    ]);
    expect(cleanRows(rows, SIZES)[2]).toEqual({ name: 'Arjun', number: '18', size: '2XL' });
  });

  it('gives each bad row its own message naming the row', () => {
    const rows = parseSheet('Priya,7,M\nRahul,10,\n,4,S\nArjun,7,XXS\nMeera,1000,M');
    const check = checkTeam(rows, RULES);
    expect(check.ok).toBe(false);
    expect(check.rows).toEqual([
      [],
      ['Row 2 (Rahul): choose a size (S, M, L, XL, 2XL, 3XL, 4XL, 5XL).'],
      ['Row 3: write a name (the design prints one).'],
      ['Row 4 (Arjun): number 7 is already on row 1.', "Row 4 (Arjun): 'XXS' is not a size we print (S, M, L, XL, 2XL, 3XL, 4XL, 5XL)."],
      ['Row 5 (Meera): the number must be 0 to 999, in digits.'],
    ]);
  });

  it('allows repeated numbers and missing names when the team and the design allow them', () => {
    const rows = parseSheet(',7,M\n,7,L');
    expect(checkTeam(rows, { ...RULES, needsName: false, uniqueNumbers: false }).ok).toBe(true);
  });

  it('refuses a name with a line break or another control character, as the server does', () => {
    const rules = { sizes: ['S', 'M', 'L'], needsName: true, uniqueNumbers: false };
    for (const name of ['Priya\nSharma', 'Priya\tSharma', 'Priya\u0000', 'Priya\u2028Sharma']) {
      const checked = checkTeam([{ name, number: '7', size: 'M' }], rules);
      expect(checked.ok).toBe(false);
      expect((checked.rows[0] ?? []).join(' ')).toContain('control character; write it on one line.');
    }
    expect(checkTeam([{ name: 'Priya Sharma', number: '7', size: 'M' }], rules).ok).toBe(true);
  });

  it('refuses a name too long or too wide for the print area', () => {
    const rows = [
      { name: 'A'.repeat(25), number: '1', size: 'M' },
      { name: 'Wide Name', number: '2', size: 'M' },
    ];
    const check = checkTeam(rows, { ...RULES, tooWide: (n) => n === 'Wide Name' });
    expect(check.rows[0]).toEqual([`Row 1 (${'A'.repeat(25)}): the name is longer than 24 characters.`]);
    expect(check.rows[1]).toEqual(['Row 2 (Wide Name): the name is too wide for the print area at this font size.']);
  });

  it('asks for at least one person and at most the limit', () => {
    expect(checkTeam([], RULES).team).toBe('Add at least one person: a name, a number and a size per row.');
    const many = Array.from({ length: MAX_PEOPLE + 1 }, (_, i) => ({ name: `P${i}`, number: '', size: 'M' }));
    expect(checkTeam(many, RULES).team).toBe('At most 200 people per design; split the team into two orders.');
  });

  it('reads sizes as sheets write them', () => {
    expect([sizeOf('xl', SIZES), sizeOf('XXXL', SIZES), sizeOf('7', SIZES), sizeOf('XS', SIZES)]).toEqual(['XL', '3XL', '7XL', null]);
  });
});

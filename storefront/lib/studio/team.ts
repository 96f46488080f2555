/**
 * Names and numbers: a team's rows (name, number, size) as typed or pasted from a spreadsheet, and their checks,
 * row by row. The server applies the same rules again when the team orders (core/teams/rows.py) and trusts none of
 * these rows; what only the browser can tell (whether a name fits the print area in the chosen font at its size) is
 * measured by the editor and handed in as `tooWide`.
 */

export interface TeamRow {
  name: string;
  number: string;
  size: string;
}

export const MAX_PEOPLE = 200;
export const NAME_MAX_CHARS = 24;
const NUMBER = /^[0-9]{1,3}$/;
const ALIASES: Record<string, string> = { XXL: '2XL', XXXL: '3XL', XXXXL: '4XL' };
const HEADERS: Record<keyof TeamRow, string[]> = {
  name: ['name', 'player', 'names'],
  number: ['number', 'no', 'no.', '#', 'jersey', 'num', 'numbers'],
  size: ['size', 'sizes'],
};

/** Cells of one pasted line: tab separated (a spreadsheet's copy), else comma or semicolon separated. */
function cells(line: string): string[] {
  const sep = line.includes('\t') ? '\t' : line.includes(',') ? ',' : line.includes(';') ? ';' : null;
  const parts = sep ? line.split(sep) : [line];
  return parts.map((c) => c.trim().replace(/^"(.*)"$/, '$1').trim());
}

function headerColumns(first: string[]): Record<keyof TeamRow, number> | null {
  const found: Partial<Record<keyof TeamRow, number>> = {};
  first.forEach((cell, i) => {
    const word = cell.toLowerCase();
    for (const key of Object.keys(HEADERS) as (keyof TeamRow)[]) if (found[key] === undefined && HEADERS[key].includes(word)) found[key] = i;
  });
  if (found.name === undefined && found.size === undefined) return null;
  return { name: found.name ?? -1, number: found.number ?? -1, size: found.size ?? -1 };
}

/**
 * The rows of a pasted sheet. A first line of headers (name, number, size in any order) says the columns; without
 * one they are taken as name, number, size. Empty lines are skipped; at most MAX_PEOPLE + 1 rows are kept (the
 * checks then say there are too many).
 */
export function parseSheet(text: string): TeamRow[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').filter((l) => l.trim());
  if (!lines.length) return [];
  const first = cells(lines[0] ?? '');
  const header = headerColumns(first);
  const columns = header ?? { name: 0, number: 1, size: 2 };
  const body = header ? lines.slice(1) : lines;
  const at = (row: string[], i: number) => (i >= 0 ? (row[i] ?? '') : '');
  return body.slice(0, MAX_PEOPLE + 1).map((line) => {
    const row = cells(line);
    return { name: at(row, columns.name), number: at(row, columns.number), size: at(row, columns.size) };
  });
}

/** A size as the shop prints it ('m' -> 'M', 'XXL' -> '2XL', 7 -> '7XL'); null when it is not one. */
export function sizeOf(text: string, sizes: readonly string[]): string | null {
  const t = text.trim().toUpperCase();
  if (!t) return null;
  const wanted = ALIASES[t] ?? t;
  const known = sizes.find((s) => s.toUpperCase() === wanted);
  if (known) return known;
  const custom = /^(\d{1,3})\s*(?:XL)?$/.exec(wanted);
  return custom && Number(custom[1]) >= 6 && Number(custom[1]) <= 10 ? `${Number(custom[1])}XL` : null;
}

export interface TeamRules {
  sizes: readonly string[];
  /** The design prints a name: every row needs one. */
  needsName: boolean;
  uniqueNumbers: boolean;
  /** Whether the row's name is wider than the print area at the placeholder's font size (measured by the editor). */
  tooWide?: (name: string) => boolean;
}

export interface TeamCheck {
  /** Each row's messages (index = row - 1); an empty list for a good row. */
  rows: string[][];
  /** A message about the whole team (none, too many). */
  team: string;
  ok: boolean;
}

// a control character (line feed, tab, NUL...) or a line or paragraph separator: the server refuses them too
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_IN_NAME = 'the name has a line break, a tab or another control character; write it on one line.';

const who = (i: number, name: string) => `Row ${i + 1}${name ? ` (${name})` : ''}`;

/** Every row checked, each message naming its row (the same words as the server's). */
export function checkTeam(rows: TeamRow[], rules: TeamRules): TeamCheck {
  if (!rows.length) return { rows: [], team: 'Add at least one person: a name, a number and a size per row.', ok: false };
  if (rows.length > MAX_PEOPLE) return { rows: rows.map(() => []), team: `At most ${MAX_PEOPLE} people per design; split the team into two orders.`, ok: false };
  const list = rules.sizes.join(', ');
  const seen = new Map<string, number>();
  const out = rows.map((row, i) => {
    const name = row.name.split(/\s+/).filter(Boolean).join(' ');
    const number = row.number.trim();
    const size = row.size.trim();
    const w = who(i, name);
    const messages: string[] = [];
    if (rules.needsName && !name) messages.push(`${w}: write a name (the design prints one).`);
    if (CONTROL.test(row.name)) messages.push(`${w}: ${CONTROL_IN_NAME}`);
    if ([...name].length > NAME_MAX_CHARS) messages.push(`${w}: the name is longer than ${NAME_MAX_CHARS} characters.`);
    else if (name && rules.tooWide?.(name)) messages.push(`${w}: the name is too wide for the print area at this font size.`);
    if (number && !NUMBER.test(number)) messages.push(`${w}: the number must be 0 to 999, in digits.`);
    else if (number && rules.uniqueNumbers) {
      const first = seen.get(number);
      if (first !== undefined) messages.push(`${w}: number ${number} is already on row ${first + 1}.`);
      else seen.set(number, i);
    }
    if (!size) messages.push(`${w}: choose a size (${list}).`);
    else if (!sizeOf(size, rules.sizes)) messages.push(`${w}: '${size.slice(0, 12)}' is not a size we print (${list}).`);
    return messages;
  });
  return { rows: out, team: '', ok: out.every((m) => m.length === 0) };
}

/** The rows as the server takes them: names' spaces tidied, sizes as the shop writes them. */
export function cleanRows(rows: TeamRow[], sizes: readonly string[]): TeamRow[] {
  return rows.map((r) => ({ name: r.name.split(/\s+/).filter(Boolean).join(' '), number: r.number.trim(), size: sizeOf(r.size, sizes) ?? r.size.trim() }));
}

/** How many pieces of each size, in the order the sizes first appear: the order's sizes, priced by the breaks. */
export function sizeCounts(rows: TeamRow[], sizes: readonly string[]): { size: string; quantity: number }[] {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const s = sizeOf(r.size, sizes);
    if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  return [...counts].map(([size, quantity]) => ({ size, quantity }));
}

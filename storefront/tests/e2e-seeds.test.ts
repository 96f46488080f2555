// @vitest-environment node
/**
 * The browser tests share one demo shop per lane, in an order planned by their seconds: a spec that seeds a campaign
 * store through the Python factories must keep the shop's own price breaks (`make_store(..., own_breaks=False)`), or
 * the factory's table reprices the t-shirts for every spec after it (the studio walk's 3 x ₹499 read ₹599 once).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E = join(__dirname, '..', 'e2e');

/** Each `make_store(...)` call of a spec, with its arguments (the factory's calls span lines). */
function storeSeeds(text: string): string[] {
  const calls: string[] = [];
  for (let at = text.indexOf('make_store('); at >= 0; at = text.indexOf('make_store(', at + 1)) {
    let depth = 0;
    let end = at + 'make_store'.length;
    for (; end < text.length; end += 1) {
      if (text[end] === '(') depth += 1;
      if (text[end] === ')' && --depth === 0) break;
    }
    calls.push(text.slice(at, end + 1));
  }
  return calls;
}

describe('browser tests seed stores without repricing the shop', () => {
  const specs = readdirSync(E2E).filter((name) => name.endsWith('.ts'));
  const seeds = specs.flatMap((name) => storeSeeds(readFileSync(join(E2E, name), 'utf8')).map((call) => [name, call] as const));

  it('finds the stores the specs seed', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(2);
  });

  it.each(seeds)('%s keeps the demo shop’s price breaks', (_name, call) => {
    expect(call).toMatch(/own_breaks=False/);
  });
});

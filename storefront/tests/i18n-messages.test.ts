// @vitest-environment node
/**
 * The translators' files: every language of i18n/language-list.json has a messages/<code>.json with every key of
 * en.json (the specification's English, the source), no key English lacks, the same {placeholders} and <tags>, and
 * no value left in English where the language does not write in Latin letters.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@/i18n/languages';

type Tree = { [key: string]: string | Tree };

const read = (code: string): Tree => JSON.parse(readFileSync(join(__dirname, '..', 'messages', `${code}.json`), 'utf8'));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The names of a message's arguments and rich-text tags: a translation must use the same ones. */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

import allowed from '@/i18n/latin-allowed.json';

/** Words that stay in Latin letters in every language (i18n/latin-allowed.json), and ICU's own keywords. */
const LATIN_ALLOWED = new Set([...allowed.words, 'plural', 'select', 'selectordinal', 'one', 'other', 'few', 'many', 'zero', 'two']);

const english = flatten(read('en'));
const others = LANGUAGES.filter((l) => l.code !== 'en');

describe('the messages a translator edits', () => {
  it('has more than English, and English first (the addresses without a prefix)', () => {
    expect(LANGUAGES[0]?.code).toBe('en');
    expect(others.length).toBeGreaterThan(0);
  });

  it.each(others.map((l) => [l.code]))('%s has every key of en.json and no other', (code) => {
    const messages = flatten(read(code));
    expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
    expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(others.map((l) => [l.code]))('%s keeps each message’s placeholders and tags', (code) => {
    const messages = flatten(read(code));
    const differ = [...english].filter(([key, text]) => {
      const theirs = messages.get(key);
      return theirs !== undefined && argumentsOf(theirs).join() !== argumentsOf(text).join();
    });
    // a translation may drop an argument it does not need (the Hindi 'under Rs 5000' uses the ₹ amount), never add one
    const added = differ.filter(([key, text]) => argumentsOf(messages.get(key) ?? '').some((a) => !argumentsOf(text).includes(a)));
    expect(added.map(([key]) => key)).toEqual([]);
  });

  it.each(others.filter((l) => l.code !== 'en').map((l) => [l.code]))('%s leaves no message in English', (code) => {
    const messages = flatten(read(code));
    const english = [...messages].filter(([, text]) => {
      // a placeholder, a tag and an ICU case's key ({what, select, orders {...}}) are the code's, not the reader's
      const words = text.replace(/\{\w+[,}]|<\/?\w+>|\b\w+(?= ?\{)/g, ' ').match(/[A-Za-z][A-Za-z0-9]*[A-Za-z0-9]/g) ?? [];
      return words.some((word) => !LATIN_ALLOWED.has(word));
    });
    expect(english.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it.each(others.map((l) => [l.code]))('%s copies no English message as it is (outside the allowed words and symbols)', (code) => {
    const messages = flatten(read(code));
    // a message the same in both languages: only where it is wholly allowed words, numbers, placeholders and symbols
    const onlyAllowed = (text: string) =>
      (text.replace(/\{\w+[,}]|<\/?\w+>|\b\w+(?= ?\{)/g, ' ').match(/[A-Za-z][A-Za-z0-9]*[A-Za-z0-9]|[A-Za-z]/g) ?? []).every((w) => LATIN_ALLOWED.has(w));
    const copied = [...english].filter(([key, text]) => messages.get(key) === text && !onlyAllowed(text));
    expect(copied.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

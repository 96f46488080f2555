/**
 * The built shop's messages are compiled (next.config's `precompile`): where the storefront reads English's text back
 * to find a server message's values (i18n/error-text.ts), it must read the same template from the compiled form as
 * from the file. The unit tests import the files as they are, so these compile them as the build does.
 */
import { renderHook } from '@testing-library/react';
import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { useFieldErrors } from '@/i18n/error-text';
import { messageTemplate, templatesOf } from '@/i18n/message-template';
import { ApiError } from '@/lib/api/errors';
import en from '@/messages/en.json';

type Tree = { [key: string]: string | Tree };
const compiled = (tree: Tree): Record<string, unknown> =>
  Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, typeof v === 'string' ? compile(v) : compiled(v)]));
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));
/** A plural, a select or a formatted number: no template of plain {name}s. */
const formatted = (text: string) => /\{\w+,/.test(text);

describe('messageTemplate', () => {
  it('reads a compiled message back as the file writes it', () => {
    expect(messageTemplate(compile('At most {n} photos.'))).toBe('At most {n} photos.');
    expect(messageTemplate(compile('{name}'))).toBe('{name}');
    expect(messageTemplate(compile('Your password has been changed.'))).toBe('Your password has been changed.');
  });

  it('gives no template for a plural, a select, a number or a tag', () => {
    for (const text of ['{count, plural, one {# item} other {# items}}', '{kind, select, a {A} other {B}}', 'It is {n, number} left', 'a <b>x</b>']) {
      expect(messageTemplate(compile(text))).toBeUndefined();
    }
    expect(messageTemplate({ nested: 'x' })).toBeUndefined();
  });

  it('reads every template error-text uses the same from the compiled files as from the files', () => {
    const namespaces = { serverErrors: en.serverErrors as Tree, clientChecks: en.clientChecks as Tree, serverAnswers: en.serverAnswers as Tree };
    let withValues = 0;
    for (const tree of Object.values(namespaces)) {
      for (const text of leaves(tree)) {
        const read = messageTemplate(compile(text));
        if (formatted(text)) expect(read).toBeUndefined();
        else expect(read).toBe(text.replace(/''/g, "'"));
        if (!formatted(text) && text.includes('{')) withValues += 1;
      }
    }
    expect(withValues).toBeGreaterThanOrEqual(10);
    expect(templatesOf(compiled(en.clientChecks as Tree))).toEqual(templatesOf(en.clientChecks).filter(([, t]) => !formatted(t)));
  });
});

describe('a field error by its code', () => {
  it("lands the server's values in the message's placeholders", () => {
    const { result } = renderHook(() => useFieldErrors());
    const error = new ApiError('Invalid input.', 422, { name: ['This can be at most 120 characters.'] }, true, '', { name: ['too_long'] });
    expect(result.current(error, ['name'] as const)).toEqual({ name: 'This can be at most 120 characters.' });
  });
});

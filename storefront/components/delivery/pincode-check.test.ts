// @vitest-environment node
import { createTranslator } from 'next-intl';
import { ApiError, NETWORK_MESSAGE } from '@/lib/api/errors';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { problemText } from './pincode-check';

/** The page's `serverErrors` as the component reads them: a code's words, or null where the language has none. */
function wordsIn(messages: typeof en) {
  const s = createTranslator({ locale: 'en', messages, namespace: 'serverErrors' });
  return (code: string, values: { pincode: string }) => (s.has(code as never) ? s(code as 'pincode_unknown', values) : null);
}
const unknown = new ApiError('We could not find pincode 999999. Please check it.', 400, {}, true, 'pincode_unknown');

describe('why a pincode has no answer', () => {
  it("words the server's code in Hindi, with the pincode asked", () => {
    expect(problemText(unknown, '999999', wordsIn(hi as unknown as typeof en))).toBe('पिन कोड 999999 नहीं मिला। कृपया उसे जाँचें।');
  });

  it("keeps the specification's English on the English pages", () => {
    expect(problemText(unknown, '999999', wordsIn(en))).toBe('We could not find pincode 999999. Please check it.');
  });

  it("says a failure to reach the shop as such, and shows a code without words as the server wrote it", () => {
    expect(problemText(new ApiError(NETWORK_MESSAGE, 0), '411001', wordsIn(hi as unknown as typeof en))).toBe(hi.serverErrors.network);
    expect(problemText(new TypeError('x'), '411001', wordsIn(en))).toBe(en.serverErrors.network);
    const other = new ApiError('Something new.', 400, {}, true, 'no_such_code');
    expect(problemText(other, '411001', wordsIn(hi as unknown as typeof en))).toBe('Something new.');
  });
});

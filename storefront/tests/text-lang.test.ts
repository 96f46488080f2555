/** The team's own words on a page (a product's description, a seller page) are marked with the language they are in. */
import { describe, expect, it } from 'vitest';
import { textLang } from '@/i18n/languages';

describe('textLang', () => {
  it('marks the English shown on a Hindi page, where the owner wrote no Hindi', () => {
    expect(textLang('A renaissance sky in bleu, printed across the chest of a relaxed cotton tee.', 'hi')).toBe('en');
    expect(textLang('Bleu Renaissance', 'hi')).toBe('en');
  });

  it('leaves Hindi on a Hindi page to the page’s own language, codes and numbers in it included', () => {
    expect(textLang('180 GSM कॉम्ब्ड कॉटन, बायो-वॉश और पहले से सिकुड़ा हुआ।', 'hi')).toBeUndefined();
    expect(textLang('हुडी', 'hi')).toBeUndefined();
  });

  it('marks nothing on an English page: the page is already English', () => {
    expect(textLang('Bleu Renaissance', 'en')).toBeUndefined();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scriptOf, shapingUnits } from './scripts';

describe('shaping units', () => {
  it.each([
    ['क्ष', ['क्ष']],
    ['श्री', ['श्री']],
    ['ஸ்ரீ', ['ஸ்ரீ']],
    ['ক্ষ', ['ক্ষ']],
    ['ਸ੍ਰੀ', ['ਸ੍ਰੀ']],
    ['ಶ್ರೀ', ['ಶ್ರೀ']],
    ['ശ്രീ', ['ശ്രീ']],
  ])('keeps the conjunct %s in one piece', (text, units) => {
    expect(shapingUnits(text)).toEqual(units);
  });

  it('keeps a vowel sign with its consonant, the pre-base ि included', () => {
    expect(shapingUnits('प्रिया')).toEqual(['प्रि', 'या']);
    expect(shapingUnits('கொடி')).toEqual(['கொ', 'டி']);
    expect(shapingUnits('লক্ষ্মী')).toEqual(['ল', 'ক্ষ্মী']);
  });

  it('joins across a pulli in Tamil, which Unicode alone splits', () => {
    expect(shapingUnits('ஸ்ரீநிதி')).toEqual(['ஸ்ரீ', 'நி', 'தி']);
  });

  it('never joins across a space, a digit or a zero-width non-joiner', () => {
    expect(shapingUnits('क् ष')).toEqual(['क्', ' ', 'ष']);
    expect(shapingUnits('प्‌रिया')).toEqual(['प्‌', 'रि', 'या']);
    expect(shapingUnits('க்1')).toEqual(['க்', '1']);
  });

  it('leaves Latin text, digits and emoji as Unicode cuts them', () => {
    expect(shapingUnits('Team 26')).toEqual(['T', 'e', 'a', 'm', ' ', '2', '6']);
    expect(shapingUnits('👍🏽!')).toEqual(['👍🏽', '!']);
  });

  it('gives back every character, in order', () => {
    const text = 'Priya प्रिया ஸ்ரீநிதி লক্ষ্মী 2026';
    expect(shapingUnits(text).join('')).toBe(text);
  });
});

describe('the script of a text', () => {
  it.each([
    ['प्रिया', 'devanagari'],
    ['मराठी', 'devanagari'],
    ['লক্ষ্মী', 'bengali'],
    ['ਪੰਜਾਬੀ', 'gurmukhi'],
    ['ગુજરાતી', 'gujarati'],
    ['தமிழ்', 'tamil'],
    ['తెలుగు', 'telugu'],
    ['ಕನ್ನಡ', 'kannada'],
    ['മലയാളം', 'malayalam'],
    ['Team 2026', 'latin'],
  ])('%s is %s', (text, script) => {
    expect(scriptOf(text)).toBe(script);
  });

  it('goes by most letters: a Hindi name with a year is Devanagari', () => {
    expect(scriptOf('प्रिया 2026')).toBe('devanagari');
  });
});

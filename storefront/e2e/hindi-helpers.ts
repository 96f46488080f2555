/** The Hindi walks' checks (e2e/hindi.spec.ts, e2e/hindi-pages.spec.ts): English left on a Hindi page, the Devanagari face drawn. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Words a Hindi page may show in Latin letters (brand names, codes, sizes, units): i18n/latin-allowed.json. */
export const allowed: string[] = JSON.parse(readFileSync(join(__dirname, '..', 'i18n', 'latin-allowed.json'), 'utf8')).words;

/**
 * The words of the page a reader sees in Latin letters outside the allowed list, with where they stand. Text marked as
 * another language (`lang="en"`: a product's name and description, a customer's review, as the shop keeps them) is
 * left out, as are scripts, styles, the studio's canvas and what is hidden.
 */
export async function englishOnPage(page: Page, allowedWords: string[], within = 'body', skip = ''): Promise<string[]> {
  return page.evaluate(([allowedList, selector, skipped]) => {
    const allow = new Set(allowedList as string[]);
    // the shop's codes: an order's RZ-GSSEVJDC, a quote's QT-26-000012 (a random order code may have no digit)
    const CODES = /\b[A-Z]{2}-[A-Z0-9]+(?:-[A-Z0-9]+)*\b/g;
    const out: string[] = [];
    const root = document.querySelector(selector as string) ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, canvas, svg title, [hidden], option')) continue;
      if (skipped && parent.closest(skipped as string)) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      if (!lang.startsWith('hi')) continue;
      // what is drawn: not in a closed <details>, a hidden tab panel or a collapsed menu
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const words = (node.textContent ?? '').replace(CODES, ' ').replace(/#[0-9A-Fa-f]{3,8}\b/g, ' ').match(/[A-Za-z][A-Za-z0-9]*[A-Za-z0-9]/g) ?? [];
      // a word with a digit is a code (an order's RZ-7PYTL8AW, a GSTIN), not English
      const foreign = words.filter((w) => !allow.has(w) && !/\d/.test(w));
      if (foreign.length) out.push(`${parent.tagName.toLowerCase()}: ${node.textContent?.trim()}`);
    }
    // what a screen reader says too: labels and placeholders of the controls
    for (const el of root.querySelectorAll<HTMLElement>('[aria-label], [placeholder]')) {
      if (!el.checkVisibility({ visibilityProperty: true }) || !(el.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('hi')) continue;
      if (skipped && el.closest(skipped as string)) continue;
      for (const attr of ['aria-label', 'placeholder']) {
        const text = el.getAttribute(attr) ?? '';
        const words = text.replace(CODES, ' ').replace(/#[0-9A-Fa-f]{3,8}\b/g, ' ').match(/[A-Za-z][A-Za-z0-9]*[A-Za-z0-9]/g) ?? [];
        if (words.some((w) => !allow.has(w) && !/\d/.test(w))) out.push(`${el.tagName.toLowerCase()}[${attr}]: ${text}`);
      }
    }
    return out;
  }, [allowedWords, within, skip] as const);
}

/** The Devanagari face has loaded and draws the page's Hindi (no boxes where a font lacks the letters). */
export async function devanagariDrawn(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await document.fonts.load('16px "Rangrez Devanagari"', 'हिन्दी');
    return document.fonts.check('16px "Rangrez Devanagari"', 'हिन्दी');
  });
}

/**
 * The Hindi a page draws in a face without Devanagari: text (SVG text too) and placeholders whose font-family does not
 * name the page's Devanagari face. A phone falls back to its own Devanagari font, but a device without one shows
 * boxes: a hard-coded `font-family` (an SVG's "Arial") or a form control's own font are found here.
 */
export async function hindiOutsideTheFace(page: Page, skip = ''): Promise<string[]> {
  return page.evaluate((skipped) => {
    const DEVANAGARI = /[\u0900-\u097F]/;
    const faced = (el: Element) => getComputedStyle(el).fontFamily.includes('Rangrez Devanagari');
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !DEVANAGARI.test(node.textContent ?? '') || parent.closest('script, style, noscript, canvas, [hidden]')) continue;
      if (skipped && parent.closest(skipped)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      if (!faced(parent)) out.push(`${parent.tagName.toLowerCase()}: ${node.textContent?.trim()} (${getComputedStyle(parent).fontFamily})`);
    }
    for (const el of document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')) {
      if (DEVANAGARI.test(el.placeholder) && el.checkVisibility() && !faced(el)) out.push(`${el.tagName.toLowerCase()}[placeholder]: ${el.placeholder}`);
    }
    return out;
  }, skip);
}

/** What a walk's visit checks beyond the page: only a part of it, parts another change translates, more allowed words. */
export type VisitOptions = { within?: string; skip?: string; words?: string[]; ready?: (page: Page) => Promise<void> };

/**
 * One page of the Hindi walk: `route` is its folder under app/[locale] ('help/[slug]'), as tests/i18n-pages.test.ts
 * reads it from this call to know which pages a walk covers; `path` its Hindi address. The page is opened in Hindi,
 * drawn in the Devanagari face, kept as a screenshot, and must show no English outside the allowed words.
 */
export async function visitInHindi(page: Page, route: string, path: string, options: VisitOptions = {}): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await options.ready?.(page);
  await page.waitForLoadState('networkidle');
  expect(await devanagariDrawn(page), path).toBe(true);
  const name = route === '' ? 'home' : route.replace(/[[\]]/g, '').replace(/\W+/g, '-');
  await page.screenshot({ path: `e2e/screenshots/hindi-page-${name}-360.png`, fullPage: true });
  // soft: the walk goes on to the next page, so one run lists every page's English
  expect.soft(await englishOnPage(page, [...allowed, ...(options.words ?? [])], options.within, options.skip), path).toEqual([]);
  expect.soft(await hindiOutsideTheFace(page, options.skip), `${path}: Hindi drawn without the Devanagari face`).toEqual([]);
}

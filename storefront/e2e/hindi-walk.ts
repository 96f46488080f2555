/**
 * The pages of app/[locale] the Hindi walks (e2e/hindi*.spec.ts) do not visit, each with why: tests/i18n-pages.test.ts
 * fails on a page that is neither visited (`visitInHindi(page, '<route>', ...)`) nor named here.
 */
export const NOT_WALKED_IN_HINDI: Record<string, string> = {};

/**
 * The storefront's Content-Security-Policy and companions (issue 16, point 9). Scripts, styles,
 * fonts and calls come only from this origin; Next's app router writes inline scripts to hand over
 * the page's data, hence 'unsafe-inline'; the dev server also needs 'unsafe-eval'. Pictures may be
 * data: and blob: URLs (the studio's canvas exports and previews). Paths proxied to Django get
 * Django's own policy, so they are left out here. The one other origin: Razorpay's hosted checkout, its script
 * (https://checkout.razorpay.com/v1/checkout.js) and the frame it opens (https://api.razorpay.com), loaded only when a
 * customer asks to pay online (components/checkout/pay-now.tsx). It is allowed whatever Django's gateway setting:
 * the build cannot know it, and a shop that turns its gateway on must not need a new build to take payments.
 */
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAME = 'https://api.razorpay.com';

export function contentSecurityPolicy(dev: boolean): string {
  const script = ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), RAZORPAY_SCRIPT];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' ${RAZORPAY_FRAME}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const STOREFRONT_PATHS = '/((?!api/|api$|admin/|admin$|office|static/|media/).*)';

export function securityHeaders(dev: boolean): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(dev) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'same-origin' },
  ];
}

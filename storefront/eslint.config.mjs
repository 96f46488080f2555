import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Product and category pictures are hand-drawn SVG files: the image optimiser adds nothing
      // for vector art, so plain <img> with explicit width/height is used on purpose.
      '@next/next/no-img-element': 'off',
      // next/link and next/navigation's router drop the visitor's language (/hi/brevity -> /brevity/1): the
      // i18n/navigation ones keep it. Only app/not-found.tsx, outside every language, uses Next's own.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use Link from '@/i18n/navigation': it keeps the page's language." },
            { name: 'next/navigation', importNames: ['useRouter', 'usePathname', 'redirect'], message: "Use '@/i18n/navigation': it keeps the page's language." },
          ],
        },
      ],
    },
  },
  {
    files: ['app/not-found.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    ignores: ['lib/api/schema.gen.ts', '.next/**', 'node_modules/**', 'next-env.d.ts', 'e2e/screenshots/**', 'test-results/**', 'public/**'],
  },
];

export default config;

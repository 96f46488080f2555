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
    },
  },
  {
    ignores: ['lib/api/schema.gen.ts', '.next/**', 'node_modules/**', 'next-env.d.ts', 'e2e/screenshots/**', 'test-results/**', 'public/**'],
  },
];

export default config;

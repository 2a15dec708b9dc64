import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    // App Router only: there is no pages/ directory for this rule to check against.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    ignores: ['.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.data/**', 'next-env.d.ts', '**/*.tmp.mjs'],
  },
];

export default config;

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'demo-api/data/**'],
  },
  {
    // The end-to-end specs take `test` from tests/e2e/fixtures.ts, which closes browser contexts
    // safely (a context closed while its page navigates can hang Chromium's dispose).
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test (and expect) from './fixtures'." }] }],
    },
  },
];

export default config;

import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  // Layers point one way: app uses components and lib, components use lib, lib uses neither.
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/components/*', '@/app/*', '**/components/*', '**/app/*'], message: 'lib/ must not import components/ or app/.' }] }],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '**/app/*'], message: 'components/ must not import app/.' }] }],
    },
  },
  { ignores: ['.next*/**', 'node_modules/**', 'next-env.d.ts', 'lib/db/migrations/**', 'playwright-report/**', 'test-results/**', 'coverage/**'] },
];

export default config;

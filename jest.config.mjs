import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl and msw's helpers ship only ES modules; next/jest overwrites
// transformIgnorePatterns, so the resolved config is patched afterwards.
const esmPackages = ['next-intl', 'use-intl', 'icu-minify', '@formatjs', 'intl-messageformat', 'rettime', '@open-draft', 'until-async'];

const config = async () => {
  const resolved = await createJestConfig({
    // Route handlers and rules run in node; component tests opt into
    // `@jest-environment jest-fixed-jsdom` in their docblock.
    testEnvironment: 'node',
    // 'server-only' throws outside React's server build; tests import server modules directly.
    moduleNameMapper: { '^server-only$': '<rootDir>/tests/stubs/empty.ts', '^next/cache$': '<rootDir>/tests/stubs/next-cache.ts', '^@/(.*)$': '<rootDir>/$1' },
    // A hang guard, not a speed budget: integration tests on PostgreSQL under a loaded 2-core
    // machine took over jest's 5 s default while doing nothing wrong.
    testTimeout: 30_000,
    setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/tests/e2e-remote/', '/tests/scale/', '/tests/upgrade/', '<rootDir>/.next', '<rootDir>/.next-bare'],
    // Build folders (.next, .next-*) and data folders hold copies of sources that jest must not index.
    modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/.data'],
  })();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  // Next's transform writes CommonJS where jest on Node 24 asks for an ES module (tests/support/jest-transform.mjs).
  resolved.transform = Object.fromEntries(
    Object.entries(resolved.transform).map(([pattern, [transformer, options]]) => [
      pattern,
      [transformer.endsWith('/next/dist/build/swc/jest-transformer.js') ? '<rootDir>/tests/support/jest-transform.mjs' : transformer, options],
    ]),
  );
  return resolved;
};

export default config;

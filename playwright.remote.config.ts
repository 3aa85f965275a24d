import { defineConfig, devices } from '@playwright/test';
import { chromium } from './tests/support/chromium';
import { SHOP_SERVER } from './tests/support/shop-server';

/**
 * The remote-shop smoke: the built storefront started with SHOP_API_URL pointing at a stand-in
 * shop server (tests/support/stand-in-server.ts) that follows spec sections 7. Runs after
 * `next build`, like the main suite: `playwright test -c playwright.remote.config.ts`.
 */
const PORT = Number(process.env.E2E_REMOTE_PORT ?? 3120);
const UPSTREAM_PORT = Number(process.env.STAND_IN_PORT ?? PORT + 1);
export default defineConfig({
  testDir: './tests/e2e-remote',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // A hang guard for the whole run (a stuck server must end CI's run early, not at its limit).
  globalTimeout: 10 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}`, launchOptions: chromium, trace: 'retain-on-failure', locale: 'en-US' },
  projects: [{ name: 'remote', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      command: `STAND_IN_PORT=${UPSTREAM_PORT} ./node_modules/.bin/tsx tests/support/stand-in-server.ts`,
      url: `http://127.0.0.1:${UPSTREAM_PORT}/latest_products`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // A fresh data directory: in remote mode it holds only sessions, rate limits and reactions.
      command: `rm -rf .data/e2e-remote && DATA_DIR=.data/e2e-remote SHOP_API_URL=http://127.0.0.1:${UPSTREAM_PORT} PORT=${PORT} LOG_LEVEL=warn BIND_ADDRESS=127.0.0.1 ${SHOP_SERVER}`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});

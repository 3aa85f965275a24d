import { defineConfig, devices } from '@playwright/test';
import { chromium } from './tests/support/chromium';
import { SHOP_SERVER } from './tests/support/shop-server';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The payment journeys run against a second server wired to the stand-in Stripe and SMTP server.
const MONEY_PORT = PORT + 1;
const STRIPE_PORT = PORT + 2;
const SMTP_PORT = PORT + 3;
const WEBHOOK_SECRET = 'whsec_e2e_stand_in';

// The account journey follows a mailed reset link, so it runs where mail is caught.
const MONEY_SPECS = /(money|account-journey)\.spec\.ts/;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // A hang guard for the whole run (a stuck server must end CI's run early, not at its limit).
  globalTimeout: 40 * 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    locale: 'en-US',
  },
  projects: [
    { name: 'desktop', testIgnore: MONEY_SPECS, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', testIgnore: MONEY_SPECS, use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
    // What the shop assumes of Next beyond its documented interfaces, against this same build and server (tests/upgrade).
    { name: 'upgrade', testDir: './tests/upgrade', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'money', testMatch: MONEY_SPECS, use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: `http://127.0.0.1:${MONEY_PORT}` } },
  ],
  webServer: [
    {
      // A fresh data directory each run: the shop seeds its catalogue on first start.
      command: `rm -rf .data/e2e && DATA_DIR=.data/e2e PORT=${PORT} LOG_LEVEL=warn BIND_ADDRESS=127.0.0.1 ${SHOP_SERVER}`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: './node_modules/.bin/tsx tests/support/run-stand-ins.ts',
      url: `http://127.0.0.1:${STRIPE_PORT}/_test/mails`,
      env: {
        STAND_IN_STRIPE_PORT: String(STRIPE_PORT),
        STAND_IN_SMTP_PORT: String(SMTP_PORT),
        STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${MONEY_PORT}/api/payments/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // A one-minute hold swept every 5 s, so the abandoned-order journey sees its stock come back.
      command: `rm -rf .data/e2e-money && BIND_ADDRESS=127.0.0.1 ${SHOP_SERVER}`,
      url: `http://127.0.0.1:${MONEY_PORT}/api/health`,
      env: {
        DATA_DIR: '.data/e2e-money',
        PORT: String(MONEY_PORT),
        SITE_URL: `http://127.0.0.1:${MONEY_PORT}`,
        STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        ORDER_HOLD_MINUTES: '1',
        ORDER_SWEEP_SECONDS: '5',
        LOG_LEVEL: 'warn',
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});

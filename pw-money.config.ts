import { defineConfig, devices } from '@playwright/test';
const chromium = { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] };
export default defineConfig({
  testDir: '/work/main/tests/e2e',
  testMatch: 'cart-checkout.spec.ts',
  workers: 1,
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: { baseURL: 'http://127.0.0.1:3057', launchOptions: chromium, locale: 'en-US', ...devices['Desktop Chrome'] },
});

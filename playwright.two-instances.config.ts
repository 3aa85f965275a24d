import { defineConfig, devices } from '@playwright/test';
import { chromium } from './tests/support/chromium';

/**
 * The two-instance smoke (scripts/test-two-instances.sh starts the servers and sets
 * INSTANCE_A_URL / INSTANCE_B_URL): two shops on one PostgreSQL and one Redis.
 */
export default defineConfig({
  testDir: './tests/scale',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  // A hang guard for the whole run (a stuck server must end CI's run early, not at its limit).
  globalTimeout: 10 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { launchOptions: chromium, locale: 'en-US' },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
});

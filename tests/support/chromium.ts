/**
 * Launch options for every Playwright config: Playwright cannot download its own browser here,
 * so Debian's Chromium is used, without the background services a closed network refuses.
 */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

#!/usr/bin/env node
// Screenshots of pages on a phone and a desktop viewport, for looking at what we build.
// usage: node scripts/screenshots.mjs [--base http://localhost:3000] [--out /tmp/shots] [--full] path [path ...]
import { chromium } from '@playwright/test';
import fs from 'node:fs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const base = option('--base', 'http://localhost:3000');
const out = option('--out', '/tmp/shots');
const fullIndex = args.indexOf('--full');
const fullPage = fullIndex !== -1;
if (fullPage) args.splice(fullIndex, 1);
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const viewports = { phone: { width: 390, height: 844, isMobile: true, deviceScaleFactor: 1 }, desktop: { width: 1366, height: 900 } };
for (const [name, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile ?? false });
  const page = await context.newPage();
  for (const path of args) {
    await page.goto(base + path, { waitUntil: 'load', timeout: 120000 });
    await page.waitForTimeout(2500);
    const file = `${out}/${name}${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: file, fullPage, timeout: 120000, animations: 'disabled' });
    console.log(file);
  }
  await context.close();
}
await browser.close();

#!/usr/bin/env node
// Lighthouse's SEO category on one page of every indexed page type, against a running server:
//   node scripts/seo-audit.mjs [--base http://127.0.0.1:3000]
// Start that server with SITE_URL set to the same origin: Lighthouse fails a canonical that
// names another host (localhost and 127.0.0.1 differ).
// Prints each page's score and the audits it fails; exits 1 when a page scores under 100.
// `auditSeo(base)` is exported for the benchmark. Search results are left out: they are
// `noindex` on purpose (docs/decisions.md), which Lighthouse counts against a page.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { pathToFileURL } from 'node:url';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function pageTypes(base) {
  const latest = await (await fetch(`${base}/api/products/latest`)).json();
  const slug = latest.products[0].slug;
  return [
    { name: 'home', path: '/' },
    { name: 'home (ja)', path: '/ja' },
    { name: 'section landing', path: '/exhaust' },
    { name: 'car models', path: '/car-models' },
    { name: 'vehicle landing', path: '/shop-body-parts/zn8' },
    { name: 'body-part group (ja)', path: '/ja/shop-body-parts/zn8/exterior' },
    { name: 'vehicle landing (es)', path: '/es/suspension/zn8' },
    { name: 'category landing (ja)', path: '/ja/performance-parts/zn8/intake-system' },
    { name: 'listing', path: '/store/products?carModels=ZN8+GR86' },
    { name: 'listing a tile links to', path: '/store/products/shop-body-parts/zn8/hood?carModels=ZN8+GR86&productTypes=Hood' },
    { name: 'listing (es)', path: '/es/store/products?productTypes=Hood' },
    { name: 'new arrivals', path: '/new-arrivals' },
    { name: 'product', path: `/store/product/${slug}` },
    { name: 'product (ja)', path: `/ja/store/product/${slug}` },
    { name: 'garage sale', path: '/garage-sale' },
    { name: 'garage sale listing', path: '/garage-sale/store' },
    { name: 'static page (es)', path: '/es/return-policy' },
    { name: 'static page', path: '/faqs' },
    { name: 'form page (ja)', path: '/ja/contact-us' },
  ];
}

const SKIPPED_MODES = new Set(['notApplicable', 'manual', 'informative']);

export async function auditSeo(base) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const results = [];
  try {
    for (const page of await pageTypes(base)) {
      const { lhr } = await lighthouse(`${base}${page.path}`, { port: chrome.port, onlyCategories: ['seo'], logLevel: 'error', output: 'json' });
      const failed = lhr.categories.seo.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => !SKIPPED_MODES.has(audit.scoreDisplayMode) && audit.score !== 1)
        .map((audit) => audit.id);
      results.push({ ...page, score: Math.round(lhr.categories.seo.score * 100), failed });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const i = process.argv.indexOf('--base');
  const base = i === -1 ? 'http://127.0.0.1:3000' : process.argv[i + 1];
  const results = await auditSeo(base);
  for (const result of results) console.log(`${String(result.score).padStart(3)}  ${result.name.padEnd(24)} ${result.path}${result.failed.length ? `  failed: ${result.failed.join(', ')}` : ''}`);
  process.exit(results.every((result) => result.score === 100) ? 0 : 1);
}

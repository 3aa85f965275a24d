import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import ja from '../../messages/ja.json';

/*
 * Issue 27: a page that is not there answered 404 with an empty <html id="__next_error__"> that
 * only JavaScript filled in. An unknown address and an unknown listing are now told apart before
 * rendering (lib/shop/serving/unknown-page.ts) and answer the shop's not-found page, whole, in the
 * address's language: what a crawler, a browser without JavaScript and a screen reader get first.
 */
const MESSAGES = { en, es, ja } as const;
/**
 * Told from the path by middleware (the first three), or by the page's own notFound() while it
 * renders, whose empty error document the shop's server answers with the whole page
 * (lib/edge/whole-not-found.ts): an unknown product, a page under one that exists.
 */
const NOT_FOUND_PATHS = ['/no-such-page', '/store/products/nonexistent-thing', '/exhaust/nope', '/store/product/no-such-part-0', '/faqs/x'];
const prefix = (locale: keyof typeof MESSAGES) => (locale === 'en' ? '' : `/${locale}`);
const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');
/** A message as React writes it into HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

for (const locale of ['en', 'es', 'ja'] as const) {
  const m = MESSAGES[locale];

  test(`${locale}: an unknown address or listing answers 404 with the not-found page in its first HTML`, async ({ request }) => {
    for (const path of NOT_FOUND_PATHS) {
      const url = `${prefix(locale)}${path}`;
      // The second answer is the page cache's copy of the first.
      for (let load = 0; load < 2; load++) {
        const answer = await request.get(url, { maxRedirects: 0 });
        expect(answer.status(), `${url} (load ${load + 1})`).toBe(404);
        const html = withoutScripts(await answer.text());
        expect(html, url).toMatch(new RegExp(`<html lang="${locale}"`));
        expect(html, url).toContain(`<h1 class="text-2xl font-bold">${escaped(m.notFound.title)}</h1>`);
        expect(html, url).toContain(escaped(m.notFound.message));
        expect(html, url).toContain(escaped(m.common.skipToContent));
        expect(html, url).toMatch(/<meta name="robots" content="noindex"/);
        expect(html, url).toContain(`<title>${escaped(m.notFound.title)} | ${escaped(m.meta.siteName)}</title>`);
      }
    }
  });

  test(`${locale}: without JavaScript the not-found page is all there`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of NOT_FOUND_PATHS) {
      const response = await page.goto(`${prefix(locale)}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.notFound.title);
      await expect(page.getByRole('link', { name: m.notFound.home })).toHaveAttribute('href', locale === 'en' ? '/' : `/${locale}`);
    }
    await context.close();
  });
}

test('a page that exists is not taken for an unknown one', async ({ request }) => {
  for (const url of ['/faqs', '/es/store/products/shop-body-parts/zn8', '/ja/exhaust/zn8', '/es/contact-us']) {
    expect((await request.get(url)).status(), url).toBe(200);
  }
});

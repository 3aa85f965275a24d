import { expect, test, type Page } from './fixtures';
import es from '../../messages/es.json';
import ja from '../../messages/ja.json';

/*
 * Issue 27: on /es and /ja a shopper reads no shop-written English outside elements marked
 * lang="en" (catalogue text without a translation, reviews written on English pages). The walk
 * covers a product page, a listing, a landing page, the cart and the checkout.
 *
 * English is told from Spanish and Japanese by words: a text is English when it holds a word of
 * ENGLISH, common English words and the shop's own vocabulary that are not also Spanish words
 * ("total", "kit", "turbo" are). Brand and model names, SKUs, codes and units are not in it, and
 * e-mail addresses and links are taken out before the words are read.
 */
const ENGLISH = new Set(
  `the and with for from your you our this that these those what when where which while will would should could
  is are was were be been has have had not but all any each every only just also into onto over under about after before
  ships shipping shipped business days weeks months sold pair fits fit trims transmissions included includes hardware
  add added cart bag order orders price prices sale free new search sign account view more less details description
  features fitment review reviews question questions answer answers write ask share close open quantity
  checkout continue next previous home products categories contact help terms privacy returns warranty
  hood carbon fiber exhaust front wheel wheels lights headlights bumper spoiler wing seats seat steering interior
  exterior lighting suspension brakes intake garage stock left shop store wishlist login register email password
  phone street city state place pay payment item items remove update empty special estimated ready arrives delivery
  protection agree shopping secure please enter required optional name first last country zip your yours
  vented widened fenders skirts diffuser grille mirror caps trunk lid tail shift knob struts springs arms links
  brace bar bars bushing camber toe coilover lowering performance racing race stainless titanium steel aluminum
  polished burnt tips valved manifold radiator hose fan flywheel clutch injectors pistons rods bearings plugs coils
  rotors pads lines fluid cooler gauge gauges logger style mount upgrade weighted smoked sequential projector
  extension honeycomb mesh insert hatch visor roof neck swan quad double sided lightweight`.split(/\s+/),
);

/** English words that stay in another language's text as names of things (brands, Japanese and Spanish shop usage). */
const NAMES = /^(Toyota|Corolla|Camry|Supra|Alcantara|Kevlar|Enkei|Kansei|Volk|Advan|Racing|Forged|Saga|Roku|Tandem|Beyond|Visa|Mastercard|PayPal|Stripe)$/;

/**
 * Proper names that stay as they are in every language: the shop's name (also split over two
 * elements), payment brands, US states, the US "ZIP" code.
 */
const PROPER_NAMES = [es.meta.siteName, 'Toyota Performance', /\b(Apple|Google) Pay\b/g, /\bNew (Hampshire|Jersey|Mexico|York)\b/g, /\bZIP\b/g];
const withoutProperNames = (text: string) => PROPER_NAMES.reduce<string>((rest, name) => rest.replaceAll(name, ' '), text);

type Finding = { path: string; text: string; words: string[] };

/**
 * Every text node and text attribute of the page outside lang="en" elements that holds English
 * words; with `everywhere`, inside them too (the check that the detector sees English at all).
 */
async function englishOn(page: Page, path: string, everywhere = false): Promise<Finding[]> {
  const texts = await page.evaluate((all) => {
    const out: string[] = [];
    const outsideEnglish = (element: Element | null) => all || !element?.closest('[lang]')?.getAttribute('lang')?.toLowerCase().startsWith('en');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [hidden]')) continue;
      if (outsideEnglish(parent) && node.textContent?.trim()) out.push(node.textContent.trim());
    }
    for (const element of document.body.querySelectorAll('[alt], [aria-label], [placeholder], [title]')) {
      if (!outsideEnglish(element)) continue;
      for (const name of ['alt', 'aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  }, everywhere);
  return [...new Set(texts)].flatMap((text) => {
    const words = (withoutProperNames(text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ')).match(/[A-Za-z]+/g) ?? []).filter(
      (word) => !NAMES.test(word) && ENGLISH.has(word.toLowerCase()),
    );
    return words.length ? [{ path, text: text.slice(0, 120), words }] : [];
  });
}

const MESSAGES = { es, ja } as const;

// Pages render on the server first; a click before the scripts run would do nothing.
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'networkidle' });

for (const locale of ['es', 'ja'] as const) {
  test(`${locale}: product page, listing, landing page, cart and checkout are in ${locale} or marked lang="en"`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const m = MESSAGES[locale];
    const { products } = (await (await request.get(`/api/products/latest?locale=${locale}`)).json()) as {
      products: { slug: string; name: string; lang?: string; quantityLeft: number }[];
    };
    const product = products.find((p) => p.quantityLeft > 0 && p.quantityLeft <= 50);
    if (!product) throw new Error('the latest products hold one in stock');
    expect(product.lang).toBe(locale);

    // The detector sees English where it is: the same product's English page is full of it.
    await open(page, `/store/product/${product.slug}`);
    expect((await englishOn(page, 'en', true)).length).toBeGreaterThan(10);

    const findings: Finding[] = [];
    const visit = async (path: string) => {
      await open(page, path);
      findings.push(...(await englishOn(page, path)));
    };

    await visit(`/${locale}/store/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await page.getByRole('main').getByRole('button', { name: m.product.addToCart, exact: true }).first().click();
    const drawer = page.getByTestId('cart-drawer');
    await expect(drawer).toBeVisible();
    findings.push(...(await englishOn(page, `/${locale}/store/product/${product.slug} (cart drawer)`)));
    await drawer.getByRole('button', { name: m.cart.close, exact: true }).click();

    await visit(`/${locale}/store/products`);
    await visit(`/${locale}/exhaust/zn8`);
    await visit(`/${locale}/cart`);
    await expect(page.getByRole('main').getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByRole('main').getByTestId('cart-line')).toContainText(product.name);
    await page.getByRole('main').getByRole('checkbox').last().check();
    await page.getByRole('main').getByRole('button', { name: m.cart.checkout, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\.html$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // The checkout's lines are the server's quote: named in the page's language too.
    await expect(page.getByRole('main')).toContainText(product.name);
    findings.push(...(await englishOn(page, `/${locale}/checkout.html`)));

    expect(findings, JSON.stringify(findings, null, 1)).toEqual([]);
  });
}

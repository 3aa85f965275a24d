import { getTranslations } from 'next-intl/server';
import { VEHICLE_LINES } from '@/lib/shop/catalogue';
import { vehicleBySlug } from '@/lib/shop/catalogue';
import type { ProductSummary } from '@/lib/shop/catalogue';
import { pricedCardProduct } from '@/lib/shop/catalogue';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/routing';
import { productSlug } from '@/lib/shop/catalogue';
import { ProductCard } from '@/components/catalog/product-card';
import { NarrowOffer } from '@/components/garage/garage-islands';
import { vehicleLabels } from '@/components/garage/vehicle-labels';
import { HashScroll } from './hash-scroll';
import { HOT_DEALS_PER_VIEW } from './hot-deal-card';
import { HotDealCarousel } from './hot-deal-carousel';

export const HOT_DEALS_ID = 'hot-deals';

const cards = (products: ProductSummary[], locale: Locale) =>
  products.map((product) => ({ product: pricedCardProduct(product, INTL_LOCALE[locale]), href: `/hot-deals/${productSlug(product.carBrand)}/${product.slug}` }));

export async function HotDeals({ locale, products }: { locale: Locale; products: ProductSummary[] }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const lines = VEHICLE_LINES.map((line) => ({ line, items: products.filter((p) => vehicleBySlug(p.vehicles[0] ?? '')?.line === line) })).filter((l) => l.items.length);
  return (
    <section id={HOT_DEALS_ID} aria-labelledby="hot-deals-title" className="render-near scroll-mt-32 bg-surface py-12">
      <HashScroll id={HOT_DEALS_ID} />
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="hot-deals-title" className="mb-1 text-2xl font-black uppercase">
          {t('hotDeals')}
        </h2>
        <p className="text-sm text-muted">{t('hotDealsText')}</p>
        {/* Its line is there before the garage is read, so the offer moves nothing. */}
        <p className="mb-3 flex min-h-7 items-center">
          <NarrowOffer path="/store/products" labels={vehicleLabels()} />
        </p>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
          {lines.map(({ line, items }) => (
            // min-w-0: a grid item is as wide as its content by default, and Swiper sizes itself from its parent.
            <div key={line} className="min-w-0" data-testid={`hot-deals-${line}`}>
              <h3 className="mb-3 text-lg font-black uppercase">{nav(`lines.${line}`)}</h3>
              <HotDealCarousel
                first={cards(items.slice(0, HOT_DEALS_PER_VIEW), locale).map(({ product, href }) => (
                  <ProductCard key={product.id} product={product} href={href} />
                ))}
                more={cards(items.slice(HOT_DEALS_PER_VIEW), locale)}
                label={t('hotDealsOf', { line: nav(`lines.${line}`) })}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { cachedHot, cachedLatest } from '@/lib/shop/data/cached-reads';
import { ProductCard } from '@/components/catalog/product-card';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { BrowseButton } from '@/components/home/browse-button';
import { HeroCarousel, type HeroSlide } from '@/components/home/hero-carousel';
import { HotDeals } from '@/components/home/hot-deals';
import { ReviewCarousel } from '@/components/home/review-carousel';
import { AboutContact } from '@/components/home/about-contact';
import { SUPPORT_EMAIL } from '@/lib/shop/content';
import { jsonLdScript } from '@/lib/seo/json-ld';
import { localizedMetadata } from '@/lib/seo/metadata';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/organization';
import { siteUrl } from '@/lib/seo/site';
import { assertLocale } from '@/lib/i18n/page-locale';

const HERO_ID = 'hero';
const NEW_ARRIVALS_ON_HOME = 8;

const SLIDES: HeroSlide[] = [
  { line: 'gr86', href: '/shop-body-parts/zn8' },
  { line: 'supra', href: '/shop-body-parts/mk5-gr-supra' },
  { line: 'corolla', href: '/shop-body-parts/gr-corolla' },
  { line: 'camry', href: '/shop-body-parts/gen-9-camry' },
];

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return localizedMetadata({ locale: locale, path: '/', title: t('title'), description: t('description'), absoluteTitle: true });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'home' });
  const meta = await getTranslations({ locale, namespace: 'meta' });
  const site = { name: meta('siteName'), description: meta('description'), email: SUPPORT_EMAIL };
  const origin = siteUrl();
  const [latest, hot] = await Promise.all([cachedLatest(NEW_ARRIVALS_ON_HOME, locale), cachedHot(locale)]);
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript([organizationJsonLd(locale, site, origin), webSiteJsonLd(locale, site, origin)]) }}
      />
      <section id={HERO_ID} aria-label={t('hero.label')} className="relative">
        <HeroCarousel slides={SLIDES} />
        <ScopedMessages locale={locale} namespaces={['home.browse']}>
          <BrowseButton heroId={HERO_ID} />
        </ScopedMessages>
      </section>

      <section aria-labelledby="new-arrivals-title" className="mx-auto max-w-7xl px-4 py-12">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="new-arrivals-title" className="text-2xl font-black uppercase">
            {t('newArrivals')}
          </h2>
          <Link href="/new-arrivals" className="font-semibold text-brand hover:underline">
            {t('shopAll')}
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {latest.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} href={`/new-arrivals/${product.slug}`} priority={index < 2} />
            </li>
          ))}
        </ul>
      </section>

      <HotDeals locale={locale} products={hot} />

      <section aria-labelledby="reviews-title" className="render-near mx-auto max-w-7xl px-4 py-12">
        <h2 id="reviews-title" className="mb-6 text-2xl font-black uppercase">
          {t('reviews.title')}
        </h2>
        <ReviewCarousel />
      </section>

      <AboutContact locale={locale} />
    </>
  );
}

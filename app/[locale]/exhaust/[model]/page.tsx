import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { PAGE_SIZE } from '@/lib/shop/catalogue';
import { vehicleBySlug } from '@/lib/shop/catalogue';
import { exhaustVehicleHref, selectionOfHref } from '@/lib/shop/catalogue';
import { cachedFilter } from '@/lib/shop/data/cached-reads';
import { ProductGrid } from '@/components/catalog/product-grid';
import { LandingPage } from '@/components/landing/landing-page';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { landingMetadata, vehicleText } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

export const generateStaticParams = () => placeholderParams('model');

export async function generateMetadata({ params }: PageProps<'/[locale]/exhaust/[model]'>): Promise<Metadata> {
  const { locale, model } = await params;
  assertLocale(locale);
  return landingMetadata(locale, await vehicleText(locale, 'exhaust', model));
}

export default async function ExhaustVehiclePage({ params }: PageProps<'/[locale]/exhaust/[model]'>) {
  const { locale, model } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  if (!vehicleBySlug(model)) notFound();
  const t = await getTranslations({ locale, namespace: 'landing' });
  const listing = await getTranslations({ locale, namespace: 'listing' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const href = exhaustVehicleHref(model);
  const page = await cachedFilter({ selection: selectionOfHref(href), sort: 'featured', page: 1, pageSize: PAGE_SIZE }, locale);
  return (
    <LandingPage
      locale={locale}
      crumbs={[{ label: t('exhaust.title'), href: '/exhaust' }, { label: vehicles(model) }]}
      title={t('exhaust.vehicleTitle', { vehicle: vehicles(model) })}
      intro={t('exhaust.vehicleIntro', { vehicle: vehicles(model) })}
    >
      {page.items.length ? (
        <>
          <ProductGrid products={page.items} priorityCount={4} headingLevel={2} />
          <p className="mt-6">
            <Link href={href} className="inline-block rounded bg-brand px-5 py-2.5 text-sm font-bold uppercase text-white hover:bg-brand-dark">
              {t('shopAllCount', { count: page.total })}
            </Link>
          </p>
        </>
      ) : (
        <p className="py-12 text-center text-xl font-bold text-muted">{listing('comingSoon')}</p>
      )}
    </LandingPage>
  );
}

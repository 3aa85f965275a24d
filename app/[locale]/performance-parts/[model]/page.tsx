import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { categoriesForModel } from '@/lib/shop/catalogue';
import { vehicleBySlug } from '@/lib/shop/catalogue';
import { LandingPage } from '@/components/landing/landing-page';
import { TileGrid } from '@/components/landing/tile-grid';
import { valueLabeler } from '@/components/listing/heading';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { landingMetadata, vehicleText } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

export const generateStaticParams = () => placeholderParams('model');

export async function generateMetadata({ params }: PageProps<'/[locale]/performance-parts/[model]'>): Promise<Metadata> {
  const { locale, model } = await params;
  assertLocale(locale);
  return landingMetadata(locale, await vehicleText(locale, 'performance', model));
}

export default async function PerformanceVehiclePage({ params }: PageProps<'/[locale]/performance-parts/[model]'>) {
  const { locale, model } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  if (!vehicleBySlug(model)) notFound();
  const t = await getTranslations({ locale, namespace: 'landing' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const label = await valueLabeler(locale);
  return (
    <LandingPage
      locale={locale}
      crumbs={[{ label: t('performance.title'), href: '/performance' }, { label: vehicles(model) }]}
      title={t('performance.vehicleTitle', { vehicle: vehicles(model) })}
      intro={t('performance.vehicleIntro', { vehicle: vehicles(model) })}
    >
      <TileGrid
        tiles={categoriesForModel(model).map((category) => ({
          key: category.slug,
          title: label(category.name),
          subtitle: t('partCount', { count: category.parts.length }),
          href: `/performance-parts/${model}/${category.slug}`,
        }))}
      />
    </LandingPage>
  );
}

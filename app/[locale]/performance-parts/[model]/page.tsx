import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { categoriesForModel } from '@/lib/shop/catalogue';
import { vehicleBySlug } from '@/lib/shop/catalogue';
import { LandingPage } from '@/components/landing/landing-page';
import { TileGrid } from '@/components/landing/tile-grid';
import { valueLabeler } from '@/components/listing/heading';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { landingMetadata, vehicleText } from '@/components/landing/landing-text';

export const generateStaticParams = () => placeholderParams('model');

export async function generateMetadata({ params }: PageProps<'/[locale]/performance-parts/[model]'>): Promise<Metadata> {
  const { locale, model } = await params;
  return landingMetadata(locale as Locale, await vehicleText(locale as Locale, 'performance', model));
}

export default async function PerformanceVehiclePage({ params }: PageProps<'/[locale]/performance-parts/[model]'>) {
  const { locale, model } = await params;
  setRequestLocale(locale);
  if (!vehicleBySlug(model)) notFound();
  const t = await getTranslations({ locale, namespace: 'landing' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const label = await valueLabeler(locale as Locale);
  return (
    <LandingPage
      locale={locale as Locale}
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

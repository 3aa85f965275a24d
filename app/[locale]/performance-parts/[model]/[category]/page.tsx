import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { findCategory } from '@/lib/shop/catalogue';
import { vehicleBySlug } from '@/lib/shop/catalogue';
import { performancePartLinks } from '@/lib/shop/catalogue';
import { resolveLink } from '@/lib/shop/data/landing-tiles';
import { LandingPage } from '@/components/landing/landing-page';
import { TileGrid } from '@/components/landing/tile-grid';
import { valueLabeler } from '@/components/listing/heading';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { landingMetadata, performanceCategoryText } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

export const generateStaticParams = () => placeholderParams('model', 'category');

export async function generateMetadata({ params }: PageProps<'/[locale]/performance-parts/[model]/[category]'>): Promise<Metadata> {
  const { locale, model, category } = await params;
  assertLocale(locale);
  return landingMetadata(locale, await performanceCategoryText(locale, model, category));
}

export default async function PerformanceCategoryPage({ params }: PageProps<'/[locale]/performance-parts/[model]/[category]'>) {
  const { locale, model, category: categorySlug } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const category = findCategory(model, categorySlug);
  if (!vehicleBySlug(model) || !category) notFound();
  const t = await getTranslations({ locale, namespace: 'landing' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const label = await valueLabeler(locale);
  const tiles = [];
  for (const part of category.parts) {
    if (part.subParts.length) {
      tiles.push({ key: part.slug, title: label(part.name), subtitle: t('partCount', { count: part.subParts.length }), href: `/performance-parts/${model}/${category.slug}/${part.slug}` });
      continue;
    }
    const link = await resolveLink(performancePartLinks(model, category, part));
    tiles.push({ key: part.slug, title: label(part.name), href: link.href, subtitle: link.exact ? t('productCount', { count: link.count }) : t('browseRelated') });
  }
  return (
    <LandingPage
      locale={locale}
      crumbs={[
        { label: t('performance.crumb'), href: '/performance' },
        { label: vehicles(model), href: `/performance-parts/${model}` },
        { label: label(category.name) },
      ]}
      title={`${label(category.name)} · ${vehicles(model)}`}
    >
      <TileGrid tiles={tiles} />
    </LandingPage>
  );
}

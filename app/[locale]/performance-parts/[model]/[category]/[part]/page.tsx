import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/locale-path';
import { findCategory, findPart } from '@/lib/shop/catalogue';
import { performancePartLinks, performanceSubPartLinks } from '@/lib/shop/catalogue';
import { resolveLink } from '@/lib/shop/data/landing-tiles';
import { LandingPage } from '@/components/landing/landing-page';
import { ResolvedTiles } from '@/components/landing/resolved-tiles';
import { valueLabeler } from '@/components/listing/heading';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { landingMetadata, performancePartText } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

type Params = PageProps<'/[locale]/performance-parts/[model]/[category]/[part]'>;

export const generateStaticParams = () => placeholderParams('model', 'category', 'part');

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, model, category, part } = await params;
  assertLocale(locale);
  return landingMetadata(locale, await performancePartText(locale, model, category, part));
}

export default async function PerformancePartPage({ params }: Params) {
  const { locale, model, category: categorySlug, part: partSlug } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const category = findCategory(model, categorySlug);
  const part = findPart(model, categorySlug, partSlug);
  if (!category || !part) notFound();
  // A part without sub-parts has no page of its own; its listing is what the shopper wants.
  if (part.subParts.length === 0) redirect(localizedPath(locale, (await resolveLink(performancePartLinks(model, category, part))).href));
  const t = await getTranslations({ locale, namespace: 'landing' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const label = await valueLabeler(locale);
  return (
    <LandingPage
      locale={locale}
      crumbs={[
        { label: t('performance.crumb'), href: '/performance' },
        { label: vehicles(model), href: `/performance-parts/${model}` },
        { label: label(category.name), href: `/performance-parts/${model}/${category.slug}` },
        { label: label(part.name) },
      ]}
      title={`${label(part.name)} · ${vehicles(model)}`}
    >
      <ResolvedTiles
        locale={locale}
        tiles={part.subParts.map((subPart) => ({ key: subPart.slug, title: label(subPart.name), links: performanceSubPartLinks(model, category, part, subPart) }))}
      />
    </LandingPage>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { vehicleBySlug } from '@/lib/shop/catalogue';
import { bodyGroupBySlug } from '@/lib/shop/catalogue';
import { bodyGroupHref, bodyTypeHref } from '@/lib/shop/catalogue';
import { countListing } from '@/lib/shop/data/landing-tiles';
import { LandingPage } from '@/components/landing/landing-page';
import { ResolvedTiles } from '@/components/landing/resolved-tiles';
import { valueLabeler } from '@/components/listing/heading';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { bodyGroupText, landingMetadata } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

export const generateStaticParams = () => placeholderParams('model', 'category');

export async function generateMetadata({ params }: PageProps<'/[locale]/shop-body-parts/[model]/[category]'>): Promise<Metadata> {
  const { locale, model, category } = await params;
  assertLocale(locale);
  return landingMetadata(locale, await bodyGroupText(locale, model, category));
}

export default async function BodyPartsCategoryPage({ params }: PageProps<'/[locale]/shop-body-parts/[model]/[category]'>) {
  const { locale, model, category } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const group = bodyGroupBySlug(category);
  if (!vehicleBySlug(model) || !group) notFound();
  const t = await getTranslations({ locale, namespace: 'landing' });
  const listing = await getTranslations({ locale, namespace: 'listing' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const label = await valueLabeler(locale);
  const total = await countListing(bodyGroupHref(model, group));
  return (
    <LandingPage
      locale={locale}
      crumbs={[
        { label: t('bodyParts.title'), href: '/shop-body-parts' },
        { label: vehicles(model), href: `/shop-body-parts/${model}` },
        { label: label(group.name) },
      ]}
      title={`${label(group.name)} · ${vehicles(model)}`}
      intro={t('bodyParts.categoryIntro', { category: label(group.name), vehicle: vehicles(model) })}
    >
      {total > 0 ? (
        <>
          <ResolvedTiles
            locale={locale}
            hideEmpty
            columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
            tiles={group.types.map((type) => ({ key: type, title: label(type), links: { candidates: [bodyTypeHref(model, type)] } }))}
          />
          <p className="mt-6">
            <Link href={bodyGroupHref(model, group)} className="inline-block rounded bg-brand px-5 py-2.5 text-sm font-bold uppercase text-white hover:bg-brand-dark">
              {t('shopAllOf', { name: label(group.name) })}
            </Link>
          </p>
        </>
      ) : (
        <p className="py-12 text-center text-xl font-bold text-muted">{listing('comingSoon')}</p>
      )}
    </LandingPage>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { vehicleBySlug } from '@/lib/shop/catalogue';
import { BODY_GROUPS } from '@/lib/shop/catalogue';
import { bodyGroupHref, bodyTypeHref } from '@/lib/shop/catalogue';
import { Link } from '@/lib/i18n/link';
import { LandingPage } from '@/components/landing/landing-page';
import { ResolvedTiles } from '@/components/landing/resolved-tiles';
import { valueLabeler } from '@/components/listing/heading';
import { countListing } from '@/lib/shop/data/landing-tiles';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { landingMetadata, vehicleText } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

export const generateStaticParams = () => placeholderParams('model');

export async function generateMetadata({ params }: PageProps<'/[locale]/shop-body-parts/[model]'>): Promise<Metadata> {
  const { locale, model } = await params;
  assertLocale(locale);
  return landingMetadata(locale, await vehicleText(locale, 'bodyParts', model));
}

export default async function BodyPartsVehiclePage({ params }: PageProps<'/[locale]/shop-body-parts/[model]'>) {
  const { locale, model } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  if (!vehicleBySlug(model)) notFound();
  const t = await getTranslations({ locale, namespace: 'landing' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const label = await valueLabeler(locale);
  const groups = [];
  // A group this vehicle has nothing in is left out rather than shown empty.
  for (const group of BODY_GROUPS) if ((await countListing(bodyGroupHref(model, group))) > 0) groups.push(group);
  return (
    <LandingPage
      locale={locale}
      crumbs={[{ label: t('bodyParts.title'), href: '/shop-body-parts' }, { label: vehicles(model) }]}
      title={t('bodyParts.vehicleTitle', { vehicle: vehicles(model) })}
      intro={t('bodyParts.vehicleIntro', { vehicle: vehicles(model) })}
    >
      {groups.map((group) => (
        <section key={group.slug} className="mb-8" aria-labelledby={`group-${group.slug}`}>
          <div className="mb-3 flex items-baseline justify-between gap-4">
            <h2 id={`group-${group.slug}`} className="text-lg font-black uppercase">
              <Link href={`/shop-body-parts/${model}/${group.slug}`} className="hover:text-brand">
                {label(group.name)}
              </Link>
            </h2>
            <Link href={bodyGroupHref(model, group)} className="text-sm font-semibold text-brand hover:underline">
              {t('shopAllOf', { name: label(group.name) })}
            </Link>
          </div>
          <ResolvedTiles
            locale={locale}
            hideEmpty
            columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
            tiles={group.types.map((type) => ({ key: type, title: label(type), links: { candidates: [bodyTypeHref(model, type)] } }))}
          />
        </section>
      ))}
    </LandingPage>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { vehicleBySlug } from '@/lib/shop/catalogue';
import { SUSPENSION_SUBCATEGORIES, suspensionTileLinks } from '@/lib/shop/catalogue';
import { resolveLink } from '@/lib/shop/data/landing-tiles';
import { LandingPage } from '@/components/landing/landing-page';
import { ResolvedTiles } from '@/components/landing/resolved-tiles';
import { valueLabeler } from '@/components/listing/heading';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { landingMetadata, vehicleText } from '@/components/landing/landing-text';
import { assertLocale } from '@/lib/i18n/page-locale';

export const generateStaticParams = () => placeholderParams('model');

export async function generateMetadata({ params }: PageProps<'/[locale]/suspension/[model]'>): Promise<Metadata> {
  const { locale, model } = await params;
  assertLocale(locale);
  return landingMetadata(locale, await vehicleText(locale, 'suspension', model));
}

/** The intro's three links: coilovers and springs, air suspension, shocks (spec 000 §2). */
const INTRO_LINKS = ['Coilovers / Springs', 'Air Suspensions', 'Shocks'] as const;

export default async function SuspensionVehiclePage({ params }: PageProps<'/[locale]/suspension/[model]'>) {
  const { locale, model } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  if (!vehicleBySlug(model)) notFound();
  const t = await getTranslations({ locale, namespace: 'landing' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const label = await valueLabeler(locale);
  const [coilovers, air, shocks] = await Promise.all(INTRO_LINKS.map((sub) => resolveLink(suspensionTileLinks(model, sub))));
  return (
    <LandingPage
      locale={locale}
      crumbs={[{ label: t('suspension.title'), href: '/suspension' }, { label: vehicles(model) }]}
      title={t('suspension.vehicleTitle', { vehicle: vehicles(model) })}
      intro={t.rich('suspension.vehicleIntro', {
        vehicle: vehicles(model),
        coilovers: (chunks) => <Link href={coilovers.href} className="font-semibold text-brand hover:underline">{chunks}</Link>,
        air: (chunks) => <Link href={air.href} className="font-semibold text-brand hover:underline">{chunks}</Link>,
        shocks: (chunks) => <Link href={shocks.href} className="font-semibold text-brand hover:underline">{chunks}</Link>,
      })}
    >
      <ResolvedTiles
        locale={locale}
        tiles={SUSPENSION_SUBCATEGORIES.map((sub) => ({ key: sub, title: label(sub), links: suspensionTileLinks(model, sub) }))}
      />
    </LandingPage>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { LandingPage } from '@/components/landing/landing-page';
import { VehicleTiles } from '@/components/landing/vehicle-tiles';
import { landingMetadata, sectionText } from '@/components/landing/landing-text';

export async function generateMetadata({ params }: PageProps<'/[locale]/suspension'>): Promise<Metadata> {
  const { locale } = await params;
  return landingMetadata(locale as Locale, await sectionText(locale as Locale, 'suspension'));
}

export default async function SuspensionPage({ params }: PageProps<'/[locale]/suspension'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'landing' });
  return (
    <LandingPage locale={locale as Locale} crumbs={[{ label: t('suspension.title') }]} title={t('suspension.title')} intro={t('suspension.intro')}>
      <VehicleTiles locale={locale as Locale} hrefFor={(vehicle) => `/suspension/${vehicle.slug}`} />
    </LandingPage>
  );
}

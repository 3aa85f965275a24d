import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LandingPage } from '@/components/landing/landing-page';
import { WishlistListing } from '@/components/listing/wishlist-listing';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/my-wishlist'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  const t = await getTranslations({ locale, namespace: 'wishlistPage' });
  return { title: t('title'), robots: { index: false } };
}

export default async function WishlistPage({ params }: PageProps<'/[locale]/account/my-wishlist'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'wishlistPage' });
  return (
    <LandingPage locale={locale} crumbs={[{ label: t('title') }]} title={t('title')}>
      <WishlistListing />
    </LandingPage>
  );
}

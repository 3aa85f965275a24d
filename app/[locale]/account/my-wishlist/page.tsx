import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { LandingPage } from '@/components/landing/landing-page';
import { WishlistListing } from '@/components/listing/wishlist-listing';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/my-wishlist'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'wishlistPage' });
  return { title: t('title'), robots: { index: false } };
}

export default async function WishlistPage({ params }: PageProps<'/[locale]/account/my-wishlist'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'wishlistPage' });
  return (
    <LandingPage locale={locale as Locale} crumbs={[{ label: t('title') }]} title={t('title')}>
      <WishlistListing />
    </LandingPage>
  );
}

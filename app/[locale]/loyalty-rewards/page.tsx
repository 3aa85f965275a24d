import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { LoyaltyPage } from '@/components/pages/loyalty-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/loyalty-rewards'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata(locale as Locale, 'loyaltyRewards', '/loyalty-rewards');
}

export default async function LoyaltyRewardsPage({ params }: PageProps<'/[locale]/loyalty-rewards'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LoyaltyPage locale={locale as Locale} />;
}

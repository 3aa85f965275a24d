import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { LoyaltyPage } from '@/components/pages/loyalty-page';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/loyalty-rewards'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return staticPageMetadata(locale, 'loyaltyRewards', '/loyalty-rewards');
}

export default async function LoyaltyRewardsPage({ params }: PageProps<'/[locale]/loyalty-rewards'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <LoyaltyPage locale={locale} />;
}

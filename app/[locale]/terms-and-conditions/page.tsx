import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { PolicyPage } from '@/components/pages/policy-page';
import { TERMS_EFFECTIVE } from '@/lib/shop/content';

export async function generateMetadata({ params }: PageProps<'/[locale]/terms-and-conditions'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata(locale as Locale, 'termsAndConditions', '/terms-and-conditions');
}

export default async function TermsAndConditionsPage({ params }: PageProps<'/[locale]/terms-and-conditions'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PolicyPage locale={locale as Locale} pageKey="termsAndConditions" policy="terms" date={{ label: 'effective', iso: TERMS_EFFECTIVE }} />;
}

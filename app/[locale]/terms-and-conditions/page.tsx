import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { PolicyPage } from '@/components/pages/policy-page';
import { TERMS_EFFECTIVE } from '@/lib/shop/content';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/terms-and-conditions'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return staticPageMetadata(locale, 'termsAndConditions', '/terms-and-conditions');
}

export default async function TermsAndConditionsPage({ params }: PageProps<'/[locale]/terms-and-conditions'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <PolicyPage locale={locale} pageKey="termsAndConditions" policy="terms" date={{ label: 'effective', iso: TERMS_EFFECTIVE }} />;
}

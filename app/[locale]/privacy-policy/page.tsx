import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { PolicyPage } from '@/components/pages/policy-page';
import { PRIVACY_UPDATED } from '@/lib/shop/content';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy-policy'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return staticPageMetadata(locale, 'privacyPolicy', '/privacy-policy');
}

export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <PolicyPage locale={locale} pageKey="privacyPolicy" policy="privacy" date={{ label: 'updated', iso: PRIVACY_UPDATED }} />;
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { PolicyPage } from '@/components/pages/policy-page';
import { PRIVACY_UPDATED } from '@/lib/shop/content';

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy-policy'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata(locale as Locale, 'privacyPolicy', '/privacy-policy');
}

export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PolicyPage locale={locale as Locale} pageKey="privacyPolicy" policy="privacy" date={{ label: 'updated', iso: PRIVACY_UPDATED }} />;
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { PolicyPage } from '@/components/pages/policy-page';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/return-policy'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return staticPageMetadata(locale, 'returnPolicy', '/return-policy');
}

export default async function ReturnPolicyPage({ params }: PageProps<'/[locale]/return-policy'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <PolicyPage locale={locale} pageKey="returnPolicy" policy="returns" />;
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { PolicyPage } from '@/components/pages/policy-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/return-policy'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata(locale as Locale, 'returnPolicy', '/return-policy');
}

export default async function ReturnPolicyPage({ params }: PageProps<'/[locale]/return-policy'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PolicyPage locale={locale as Locale} pageKey="returnPolicy" policy="returns" />;
}

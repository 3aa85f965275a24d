import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { PolicyPage } from '@/components/pages/policy-page';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/shipping-policy'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return staticPageMetadata(locale, 'shippingPolicy', '/shipping-policy');
}

export default async function ShippingPolicyPage({ params }: PageProps<'/[locale]/shipping-policy'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <PolicyPage locale={locale} pageKey="shippingPolicy" policy="shipping" />;
}

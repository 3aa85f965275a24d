import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { PolicyPage } from '@/components/pages/policy-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/shipping-policy'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata(locale as Locale, 'shippingPolicy', '/shipping-policy');
}

export default async function ShippingPolicyPage({ params }: PageProps<'/[locale]/shipping-policy'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PolicyPage locale={locale as Locale} pageKey="shippingPolicy" policy="shipping" />;
}

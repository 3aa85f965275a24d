import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { FormPolicyPage } from '@/components/pages/form-policy-page';
import { InternationalQuoteForm } from '@/components/forms/request-forms';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/international-orders'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return staticPageMetadata(locale, 'internationalOrders', '/international-orders');
}

export default async function InternationalOrdersPage({ params }: PageProps<'/[locale]/international-orders'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <FormPolicyPage locale={locale} pageKey="internationalOrders" policy="international" form={<InternationalQuoteForm />} />;
}

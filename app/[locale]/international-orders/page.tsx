import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { FormPolicyPage } from '@/components/pages/form-policy-page';
import { InternationalQuoteForm } from '@/components/forms/request-forms';

export async function generateMetadata({ params }: PageProps<'/[locale]/international-orders'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata(locale as Locale, 'internationalOrders', '/international-orders');
}

export default async function InternationalOrdersPage({ params }: PageProps<'/[locale]/international-orders'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <FormPolicyPage locale={locale as Locale} pageKey="internationalOrders" policy="international" form={<InternationalQuoteForm />} />;
}

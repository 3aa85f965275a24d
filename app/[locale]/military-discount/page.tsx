import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { FormPolicyPage } from '@/components/pages/form-policy-page';
import { MilitaryForm } from '@/components/forms/request-forms';

export async function generateMetadata({ params }: PageProps<'/[locale]/military-discount'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata(locale as Locale, 'militaryDiscount', '/military-discount');
}

export default async function MilitaryDiscountPage({ params }: PageProps<'/[locale]/military-discount'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <FormPolicyPage locale={locale as Locale} pageKey="militaryDiscount" policy="military" form={<MilitaryForm />} />;
}

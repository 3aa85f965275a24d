import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { FormPolicyPage } from '@/components/pages/form-policy-page';
import { MilitaryForm } from '@/components/forms/request-forms';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/military-discount'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return staticPageMetadata(locale, 'militaryDiscount', '/military-discount');
}

export default async function MilitaryDiscountPage({ params }: PageProps<'/[locale]/military-discount'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <FormPolicyPage locale={locale} pageKey="militaryDiscount" policy="military" form={<MilitaryForm />} />;
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { FormPolicyPage } from '@/components/pages/form-policy-page';
import { WarrantyForm } from '@/components/forms/request-forms';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/warranty-information'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return staticPageMetadata(locale, 'warrantyInformation', '/warranty-information');
}

export default async function WarrantyInformationPage({ params }: PageProps<'/[locale]/warranty-information'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <FormPolicyPage locale={locale} pageKey="warrantyInformation" policy="warranty" form={<WarrantyForm />} />;
}

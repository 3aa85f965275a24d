import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { FormPolicyPage } from '@/components/pages/form-policy-page';
import { WarrantyForm } from '@/components/forms/request-forms';

export async function generateMetadata({ params }: PageProps<'/[locale]/warranty-information'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata(locale as Locale, 'warrantyInformation', '/warranty-information');
}

export default async function WarrantyInformationPage({ params }: PageProps<'/[locale]/warranty-information'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <FormPolicyPage locale={locale as Locale} pageKey="warrantyInformation" policy="warranty" form={<WarrantyForm />} />;
}

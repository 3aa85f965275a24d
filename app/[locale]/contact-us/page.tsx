import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { ContactPage } from '@/components/pages/contact-page';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact-us'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return staticPageMetadata(locale, 'contactUs', '/contact-us');
}

export default async function ContactUsPage({ params }: PageProps<'/[locale]/contact-us'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <ContactPage locale={locale} />;
}

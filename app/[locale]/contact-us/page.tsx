import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { ContactPage } from '@/components/pages/contact-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact-us'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata(locale as Locale, 'contactUs', '/contact-us');
}

export default async function ContactUsPage({ params }: PageProps<'/[locale]/contact-us'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ContactPage locale={locale as Locale} />;
}

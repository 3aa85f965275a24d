import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { FaqsPage } from '@/components/pages/faqs-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/faqs'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata(locale as Locale, 'faqs', '/faqs');
}

export default async function FrequentlyAskedQuestionsPage({ params }: PageProps<'/[locale]/faqs'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <FaqsPage locale={locale as Locale} />;
}

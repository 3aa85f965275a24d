import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { FaqsPage } from '@/components/pages/faqs-page';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/faqs'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return staticPageMetadata(locale, 'faqs', '/faqs');
}

export default async function FrequentlyAskedQuestionsPage({ params }: PageProps<'/[locale]/faqs'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <FaqsPage locale={locale} />;
}

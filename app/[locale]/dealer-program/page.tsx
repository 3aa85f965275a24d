import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { DealerPage } from '@/components/pages/dealer-page';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/dealer-program'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  return staticPageMetadata(locale, 'dealerProgram', '/dealer-program');
}

export default async function DealerProgramPage({ params }: PageProps<'/[locale]/dealer-program'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <DealerPage locale={locale} />;
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { DealerPage } from '@/components/pages/dealer-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/dealer-program'>): Promise<Metadata> {
  const { locale } = await params;
  return staticPageMetadata(locale as Locale, 'dealerProgram', '/dealer-program');
}

export default async function DealerProgramPage({ params }: PageProps<'/[locale]/dealer-program'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <DealerPage locale={locale as Locale} />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { Link } from '@/lib/i18n/link';
import { assertLocale } from '@/lib/i18n/page-locale';

// Next reads this for every answer with status 404 under a language, whichever page gave it.
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('title') };
}

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return <NotFoundView title={t('title')} message={t('message')} homeLabel={t('home')} HomeLink={Link} />;
}

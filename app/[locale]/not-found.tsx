import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return <NotFoundView title={t('title')} message={t('message')} homeLabel={t('home')} homeHref="/" localized />;
}

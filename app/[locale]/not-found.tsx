import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { Link } from '@/lib/i18n/link';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return <NotFoundView title={t('title')} message={t('message')} homeLabel={t('home')} HomeLink={Link} />;
}

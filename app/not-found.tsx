import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { inter } from './fonts';

/** Requests that never reach a locale segment still get a real page, in the default language. */
export default async function GlobalNotFound() {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'notFound' });
  return (
    <html lang={DEFAULT_LOCALE} className={inter.variable}>
      <body>
        <NotFoundView title={t('title')} message={t('message')} homeLabel={t('home')} />
      </body>
    </html>
  );
}

import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { Breadcrumb } from '@/components/listing/breadcrumb';

type StaticPageProps = { locale: Locale; pageKey: string; note?: ReactNode; children: ReactNode; wide?: boolean };

/** The frame of every static page: breadcrumb, heading and lead from `pages.{pageKey}`. */
export async function StaticPage({ locale, pageKey, note, children, wide }: StaticPageProps) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <div className={`mx-auto px-4 py-8 sm:py-10 ${wide ? 'max-w-6xl' : 'max-w-4xl'}`}>
      <Breadcrumb label={t('breadcrumb')} crumbs={[{ label: t('home'), href: '/' }, { label: t(`${pageKey}.title`) }]} />
      <header className="mb-8 border-b border-line pb-6">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t(`${pageKey}.title`)}</h1>
        <p className="mt-3 max-w-3xl text-base text-muted sm:text-lg">{t(`${pageKey}.lead`)}</p>
        {note && <p className="mt-3 text-sm font-semibold text-ink">{note}</p>}
      </header>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbs';
import { jsonLdScript } from '@/lib/seo/json-ld';
import { Breadcrumb, type Crumb } from '@/components/listing/breadcrumb';

type LandingPageProps = { locale: Locale; crumbs: Crumb[]; title: string; intro?: ReactNode; children: ReactNode };

export async function LandingPage({ locale, crumbs, title, intro, children }: LandingPageProps) {
  const common = await getTranslations({ locale, namespace: 'common' });
  const t = await getTranslations({ locale, namespace: 'landing' });
  const trail = [{ label: common('home'), href: '/' }, ...crumbs];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumb crumbs={trail} label={t('breadcrumb')} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(breadcrumbJsonLd(trail, locale)) }} />
      <h1 className="mb-3 text-2xl font-black uppercase tracking-tight sm:text-3xl">{title}</h1>
      {intro && <div className="mb-6 max-w-3xl text-sm leading-relaxed text-muted sm:text-base">{intro}</div>}
      {children}
    </div>
  );
}

import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LAYOUT_NAMESPACES } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { BUILD_PLACEHOLDER } from '@/lib/i18n/build-placeholder';
import { siteUrl } from '@/lib/seo/site';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ChatWidget } from '@/components/layout/chat-widget';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { ClientRuntime } from '@/components/layout/client-runtime';
import { LazyCartDrawer } from '@/components/cart/lazy-cart-drawer';
import { CurrencyRuntime } from '@/components/currency/currency-runtime';
import { inter } from '../fonts';
import { assertLocale } from '@/lib/i18n/page-locale';

/**
 * The build renders only a placeholder language, which answers not found, so `next build` never
 * opens the database; each real page is rendered on its first request and then served from
 * cache until a write expires its data (docs/decisions.md, "Cache Components with tags").
 */
export function generateStaticParams() {
  return [{ locale: BUILD_PLACEHOLDER }];
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('title'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    openGraph: { siteName: t('siteName'), type: 'website', locale },
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = { themeColor: '#111214', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  assertLocale(locale);
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'common' });

  return (
    <html lang={locale} className={inter.variable}>
      <body className="flex min-h-screen flex-col font-sans">
        <ScopedMessages locale={locale} namespaces={LAYOUT_NAMESPACES}>
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
            {t('skipToContent')}
          </a>
          <ClientRuntime />
          <CurrencyRuntime />
          <SiteHeader locale={locale} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter locale={locale} />
          <ChatWidget />
          <LazyCartDrawer />
        </ScopedMessages>
      </body>
    </html>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LazyCartView } from '@/components/cart/lazy-cart-view';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/cart'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  const t = await getTranslations({ locale, namespace: 'cart' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The cart lives in the browser: the server sends the frame, the island reads storage. */
export default async function CartPage({ params }: PageProps<'/[locale]/cart'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return <LazyCartView />;
}

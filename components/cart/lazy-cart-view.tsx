'use client';
import { useTranslations } from '#intl';
import { browserOnly } from '@/components/ui/browser-only';

/** What `CartView` shows until the stored cart has been read: the server's HTML and the wait for the view's code. */
function CartLoading() {
  const t = useTranslations('cart');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t('title', { count: 0 })}</h1>
      <p className="text-muted">{t('loading')}</p>
    </div>
  );
}

/** The cart page's view: the cart lives in the browser, so its lines, totals and pictures' code come after hydration. */
export const LazyCartView = browserOnly(() => import('./cart-view').then((loaded) => loaded.CartView), CartLoading);

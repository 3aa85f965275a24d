'use client';
import { useTranslations } from '#intl';
import { browserOnly } from '@/components/ui/browser-only';

/** What `CheckoutView` shows until the basket has been read: the server's HTML and the wait for the view's code. */
function CheckoutLoading() {
  const t = useTranslations('checkout');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      <p className="text-muted">{t('loading')}</p>
    </div>
  );
}

/**
 * The checkout's form, quote and order placing: the basket lives in the browser, so this code (the
 * quote's requests, the summary's pictures) comes after hydration, while the stores read it.
 */
export const LazyCheckoutView = browserOnly(() => import('./checkout-view').then((loaded) => loaded.CheckoutView), CheckoutLoading);

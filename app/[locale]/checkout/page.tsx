import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LazyCheckoutView } from '@/components/checkout/lazy-checkout-view';
import { backend } from '@/lib/shop/data/backend';
import { currentUser } from '@/lib/shop/accounts/server';
import { assertLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout'>): Promise<Metadata> {
  const { locale } = await params;
  assertLocale(locale);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Served at /checkout.html (next.config rewrites); with a remote shop, middleware serves the shop server's page there instead. */
export default async function CheckoutPage({ params }: PageProps<'/[locale]/checkout'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  // The form is per shopper (their saved address), so it streams per request inside the cached page.
  return (
    <Suspense>
      <Checkout />
    </Suspense>
  );
}

async function Checkout() {
  await connection();
  if (backend().orders.checkout !== 'storefront') notFound();
  return <LazyCheckoutView defaults={await accountDefaults()} />;
}

/** A signed-in shopper's e-mail and default address fill the form; a visitor's form starts empty. */
async function accountDefaults() {
  const user = await currentUser();
  if (!user) return undefined;
  const address = await backend().accounts.defaultAddress(user.id);
  return {
    contact: { email: user.email, name: address?.name ?? user.name, phone: address?.phone ?? '' },
    address: { line1: address?.line1 ?? '', line2: address?.line2 ?? '', city: address?.city ?? '', state: address?.state ?? '', zip: address?.zip ?? '' },
  };
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CHECKOUT_PAGE } from '@/lib/cart/checkout-path';
import { CheckoutView } from '@/components/checkout/checkout-view';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Served at /checkout.html (next.config rewrites); with a remote shop, its own checkout page takes over. */
export default async function CheckoutPage({ params }: PageProps<'/[locale]/checkout'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const remote = process.env.SHOP_API_URL;
  if (remote) redirect(`${remote.replace(/\/+$/, '')}${CHECKOUT_PAGE}`);
  return <CheckoutView />;
}

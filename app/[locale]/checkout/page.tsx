import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { backend } from '@/lib/shop/backend';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Served at /checkout.html (next.config rewrites); with a remote shop, middleware serves the shop server's page there instead. */
export default async function CheckoutPage({ params }: PageProps<'/[locale]/checkout'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  await connection();
  if (backend().checkout !== 'storefront') notFound();
  return <CheckoutView />;
}

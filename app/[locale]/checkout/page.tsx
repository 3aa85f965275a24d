import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CHECKOUT_PAGE } from '@/lib/cart/checkout-path';
import { currentUser } from '@/lib/auth/session';
import { defaultAddress } from '@/lib/account/addresses';
import { displayName } from '@/lib/auth/users';
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
  await connection();
  const remote = process.env.SHOP_API_URL;
  if (remote) redirect(`${remote.replace(/\/+$/, '')}${CHECKOUT_PAGE}`);
  return <CheckoutView defaults={await accountDefaults()} />;
}

/** A signed-in shopper's e-mail and default address fill the form; a visitor's form starts empty. */
async function accountDefaults() {
  const user = await currentUser();
  if (!user) return undefined;
  const address = await defaultAddress(user.id);
  return {
    contact: { email: user.email, name: address?.name ?? displayName(user), phone: address?.phone ?? '' },
    address: { line1: address?.line1 ?? '', line2: address?.line2 ?? '', city: address?.city ?? '', state: address?.state ?? '', zip: address?.zip ?? '' },
  };
}

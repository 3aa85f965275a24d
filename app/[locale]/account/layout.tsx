import { ScopedMessages } from '@/components/layout/scoped-messages';
import { assertLocale } from '@/lib/i18n/page-locale';

/** Account pages' client islands: sign-in forms, the address book (with the checkout's address fields) and the stored lists. */
export default async function AccountLayout({ children, params }: LayoutProps<'/[locale]/account'>) {
  const { locale } = await params;
  assertLocale(locale);
  return (
    <ScopedMessages locale={locale} namespaces={['auth', 'account', 'checkout', 'listing', 'vehicles', 'wishlistPage', 'recentlyViewed']} withLayout>
      {children}
    </ScopedMessages>
  );
}

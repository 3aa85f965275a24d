import { ScopedMessages } from '@/components/layout/scoped-messages';
import { assertLocale } from '@/lib/i18n/page-locale';

/** The checkout form and the order-status page read the checkout's words, which no other page carries. */
export default async function CheckoutLayout({ children, params }: LayoutProps<'/[locale]/checkout'>) {
  const { locale } = await params;
  assertLocale(locale);
  return (
    <ScopedMessages locale={locale} namespaces={['checkout']} withLayout>
      {children}
    </ScopedMessages>
  );
}

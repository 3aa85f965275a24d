import { ScopedMessages } from '@/components/layout/scoped-messages';

/** The checkout form and the order-status page read the checkout's words, which no other page carries. */
export default async function CheckoutLayout({ children, params }: LayoutProps<'/[locale]/checkout'>) {
  const { locale } = await params;
  return (
    <ScopedMessages locale={locale} namespaces={['checkout']} withLayout>
      {children}
    </ScopedMessages>
  );
}

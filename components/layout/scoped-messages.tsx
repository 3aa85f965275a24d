import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { ClientIntlProvider, type ClientMessages } from '@/lib/i18n/client-intl';
import { LAYOUT_NAMESPACES, pickMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';

type ScopedMessagesProps = {
  locale: Locale;
  /** Message paths the client components inside read ('listing', 'home.hero'). */
  namespaces: readonly string[];
  /** Also give the layout's namespaces: a nested provider replaces the outer one's messages, it does not add to them. */
  withLayout?: boolean;
  children: ReactNode;
};

/** Gives the client components of one part of a page the messages they read, and no others. */
export async function ScopedMessages({ locale, namespaces, withLayout = false, children }: ScopedMessagesProps) {
  const paths = withLayout ? [...LAYOUT_NAMESPACES, ...namespaces] : namespaces;
  // The build compiles every message (next-intl's `precompile`), so these are what icu-minify formats.
  const messages = pickMessages(await getMessages({ locale }), paths) as unknown as ClientMessages;
  return (
    <ClientIntlProvider locale={locale} messages={messages}>
      {children}
    </ClientIntlProvider>
  );
}

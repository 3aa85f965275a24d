import compile from 'icu-minify/compile';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import { ClientIntlProvider, type ClientMessages } from '@/lib/i18n/client-intl';
import type { Locale } from '@/lib/i18n/routing';

type SourceMessages = { [key: string]: SourceMessages | string };

/** Messages as the build hands them to the browser: every one compiled (next-intl's `precompile`). */
export function compileMessages(messages: SourceMessages): ClientMessages {
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : compileMessages(value)]));
}

const english = compileMessages(en);

/** A client component's surroundings on a page: the language and its messages, all of them. */
export function WithMessages({ locale = 'en', messages = english, children }: { locale?: Locale; messages?: ClientMessages; children: ReactNode }) {
  return (
    <ClientIntlProvider locale={locale} messages={messages}>
      {children}
    </ClientIntlProvider>
  );
}

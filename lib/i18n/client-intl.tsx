'use client';
import format, { type CompiledMessage } from 'icu-minify/format';
import { createContext, createElement, Fragment, use, useMemo, type ReactNode } from 'react';
import { kept } from '@/lib/i18n/kept-intl';
import type { Locale } from './routing';

/**
 * The messages client components read, in the browser. The build compiles every message
 * (next-intl's `precompile`, next.config.ts), so formatting one is icu-minify's small `format`
 * (0.8 KB gzip). next-intl's client runtime around that same formatter (its provider, config,
 * formatter caches and date/number/list helpers the islands never call) cost 3.3 KB gzip of
 * every page's first load, so components reach this through `#intl` (package.json `imports`):
 * this module in the browser and in server rendering of client components, next-intl itself in
 * server components. See "Client messages without next-intl's runtime" in docs/decisions.md.
 */

/** Messages as the build compiled them, nested by namespace. */
export type ClientMessages = { [key: string]: ClientMessages | CompiledMessage };

type Values = Record<string, string | number | Date>;
type RichValues = Record<string, string | number | Date | ((chunks: ReactNode[]) => ReactNode)>;

export type Translator = ((key: string, values?: Values) => string) & {
  has: (key: string) => boolean;
  rich: (key: string, values: RichValues) => ReactNode;
};

// Kept once built, as next-intl kept them.
const formatters = {
  getNumberFormat: kept((locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options)),
  getPluralRules: kept((locale, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options)),
  getDateTimeFormat: kept((locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options)),
};

/** The message at a dotted path; a namespace (an object) is not a message. */
function find(messages: ClientMessages, path: string): CompiledMessage | undefined {
  let node: ClientMessages | CompiledMessage | undefined = messages;
  for (const key of path.split('.')) {
    node = node !== null && typeof node === 'object' && !Array.isArray(node) ? (node as ClientMessages)[key] : undefined;
  }
  return node !== undefined && (typeof node !== 'object' || Array.isArray(node)) ? (node as CompiledMessage) : undefined;
}

/**
 * `t(key, values)`, `t.has(key)` and `t.rich(key, tags)` as next-intl's translator answers them. A
 * missing message logs an error and prints its path, as next-intl does: every end-to-end test fails
 * on a console error, so a namespace left out of a page's client messages cannot go unnoticed.
 */
export function createTranslator(locale: string, messages: ClientMessages, namespace?: string): Translator {
  const pathOf = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const resolve = (key: string) => {
    const message = find(messages, pathOf(key));
    if (message === undefined) console.error(`Missing message "${pathOf(key)}" (${locale}): its namespace is not among this part of the page's client messages.`);
    return message;
  };
  const translate = (key: string, values?: Values) => {
    const message = resolve(key);
    if (message === undefined) return pathOf(key);
    const text = format(message, locale, values, { formatters });
    return Array.isArray(text) ? text.join('') : String(text);
  };
  const rich = (key: string, values: RichValues): ReactNode => {
    const message = resolve(key);
    if (message === undefined) return pathOf(key);
    const parts = format<ReactNode>(message, locale, values, { formatters });
    // As a Fragment's own children, the parts need no keys.
    return Array.isArray(parts) ? createElement(Fragment, null, ...parts) : parts;
  };
  return Object.assign(translate, { has: (key: string) => find(messages, pathOf(key)) !== undefined, rich });
}

const ClientIntlContext = createContext<{ locale: Locale; messages: ClientMessages } | null>(null);

/** Gives the client components inside the language and the messages they read; an inner provider replaces the outer one's messages. */
export function ClientIntlProvider({ locale, messages, children }: { locale: Locale; messages: ClientMessages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <ClientIntlContext value={value}>{children}</ClientIntlContext>;
}

function useClientIntl() {
  const intl = use(ClientIntlContext);
  if (!intl) throw new Error('A client component read messages outside ClientIntlProvider.');
  return intl;
}

export function useLocale(): Locale {
  return useClientIntl().locale;
}

export function useTranslations(namespace?: string): Translator {
  const { locale, messages } = useClientIntl();
  return useMemo(() => createTranslator(locale, messages, namespace), [locale, messages, namespace]);
}

// use-intl's core (next-intl's own engine) has no React: commands run outside Next load this too.
import { createTranslator } from 'use-intl/core';
import type { Locale } from './routing';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import ja from '@/messages/ja.json';

export const MESSAGES = { en, es, ja } as const;

/**
 * A translator that needs no request context: route handlers, e-mails and tests use it,
 * where next-intl's request-bound getTranslations is not available.
 */
export function translator<N extends string>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;
}

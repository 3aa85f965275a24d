import type { CartLine } from '@/lib/shop/cart/schemas';
import type { Locale } from '@/lib/i18n/routing';
import { textLang } from '@/lib/i18n/text-lang';

/** A product's name as the shop answers it for a page: `lang` is the language it is written in (English when absent). */
export type CurrentName = { id: number; name: string; lang?: Locale };

/**
 * A cart line keeps the name of the page it was added on. The ids whose names the cart asks the
 * shop for in the page's language: every line written in another language or in one not recorded.
 */
export function idsToRename(lines: readonly CartLine[], locale: Locale): number[] {
  return [...new Set(lines.filter((line) => line.name_lang !== locale).map((line) => line.product_id))].sort((a, b) => a - b);
}

/**
 * The name a line shows on a page in `locale`, and the `lang` attribute it needs there: the shop's
 * current name when it has answered, else the stored one, marked with the language it was stored in.
 */
export function lineName(line: CartLine, locale: Locale, current: readonly CurrentName[] | undefined): { name: string; lang: Locale | undefined } {
  const answered = line.name_lang === locale ? undefined : current?.find((product) => product.id === line.product_id);
  if (answered) return { name: answered.name, lang: textLang(answered.lang ?? 'en', locale) };
  return { name: line.product_name, lang: textLang(line.name_lang, locale) };
}

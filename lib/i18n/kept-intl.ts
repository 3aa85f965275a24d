/**
 * An Intl constructor whose objects are kept once built, per language and options: building one
 * costs far more than using it (the first one on a page loads ICU's data), and prices and plural
 * messages are formatted again on every render. Shared by prices (lib/shop/cart/currency/format.ts) and the
 * client messages (lib/i18n/client-intl.tsx).
 */
export function kept<Options, Formatter>(build: (locale: Intl.LocalesArgument, options?: Options) => Formatter) {
  const built = new Map<string, Formatter>();
  return (locale: Intl.LocalesArgument, options?: Options): Formatter => {
    const key = `${String(locale)} ${JSON.stringify(options ?? {})}`;
    let formatter = built.get(key);
    if (!formatter) {
      formatter = build(locale, options);
      built.set(key, formatter);
    }
    return formatter;
  };
}

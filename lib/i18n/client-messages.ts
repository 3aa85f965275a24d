import type { AbstractIntlMessages } from 'next-intl';

/**
 * What the layout's client provider carries, on every page: the namespaces of the header, footer,
 * chat, cart and currency islands, and of the product card that most pages show. Everything else
 * is given only to the part of a page that reads it (ScopedMessages), so a page's HTML does not
 * carry the checkout's, the account's or the listing's words when it shows none of them.
 */
export const LAYOUT_NAMESPACES = ['common', 'header', 'search', 'currency', 'language', 'chat', 'footer', 'error', 'cart', 'stock', 'wishlist', 'product'];

/** The messages under each path ('listing' or 'home.hero'), in the same nesting as the full set. */
export function pickMessages(messages: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: AbstractIntlMessages | string | undefined = messages;
    let into = picked;
    for (const [index, key] of keys.entries()) {
      from = typeof from === 'object' ? from[key] : undefined;
      if (from === undefined) break;
      if (index === keys.length - 1) into[key] = from;
      else into = (into[key] ??= {}) as AbstractIntlMessages;
    }
  }
  return picked;
}

import type { AbstractIntlMessages } from 'next-intl';

/**
 * What the layout's client provider carries, on every page: the messages the header, footer, chat,
 * cart and currency islands read, and those of the product card (drawn by client carousels and
 * listings). A path is a namespace or a part of one; the words server components print (the footer's
 * links, the product page's panels) stay out, since the page's HTML already holds them. Everything
 * else is given only to the part of a page that reads it (ScopedMessages). Keys read by a computed
 * name keep their whole group: `cart.shipping` (the estimate's unit), `language` (each language's
 * name), `chat` (the canned questions). Any message a client component asks for and does not get
 * is a console error, which fails every end-to-end test.
 */
export const LAYOUT_NAMESPACES = [
  'common.close',
  'header.cartCount',
  'header.searchLabel',
  'header.searchPlaceholder',
  'header.searchSubmit',
  'search.loading',
  'search.noProducts',
  'search.suggested',
  'currency',
  'language',
  'chat',
  'footer.newsletter',
  'error',
  'cart',
  'stock',
  'wishlist',
  // My garage: the header's button and picker, the fit marks of cards and cart lines, and the vehicles they name.
  'vehicles',
  'garage.title',
  'garage.buttonLabel',
  'garage.fit',
  'garage.picker',
  'garage.onlyMine',
  // The purchase box and gallery (client islands of the product page) and the product card.
  'product.addToCart',
  'product.adding',
  'product.buyNow',
  'product.decrease',
  'product.increase',
  'product.quantity',
  'product.outOfStock',
  'product.paymentOption',
  'product.payDeposit',
  'product.payFull',
  'product.gallery',
  'product.discountBadge',
  'product.saleBadge',
  'product.specialOrder',
];

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

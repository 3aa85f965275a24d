/** Browser storage keys, named once. The names are the original shop's, so existing carts survive; the garage's is this shop's own. */
export const STORAGE_KEYS = {
  cart: 'ypscart',
  shippingProtection: 'ypshpr',
  deliveryConfirmation: 'ypcndl',
  checkoutFlag: 'isCh',
  insurance: 'yps_ins',
  cartTotal: 'cart_total',
  buyNow: 'yps_buy',
  wishlist: 'wishlist',
  recentlyViewed: 'recentlyViewedProducts',
  listView: 'isListView',
  sortOrder: 'sortOrder',
  productFilters: 'productFilters',
  preferredLanguage: 'preferredLanguage',
  preferredCurrency: 'preferredCurrency',
  preferredCountry: 'preferredCountry',
  currencyRates: 'currencyRates',
  visitorId: 'yps_visitor',
  garage: 'yps_garage',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

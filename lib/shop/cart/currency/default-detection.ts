/**
 * Where a shopper is taken to be when detection fails (spec 000 §4). Its own module so the browser's
 * switcher reads it without the country table of ./currencies in every page's first load.
 */
export const DEFAULT_DETECTION = { currency: 'USD', country: 'United States', countryCode: 'US' } as const;

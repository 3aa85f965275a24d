import type { SortOrder } from '@/lib/shop/catalogue/listing/sort';

// The listing's links as the browser builds them; reading a request's parameters is `params.ts`,
// which the server alone needs, so the listing's island does not carry it.

export function hrefWith(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Page 1 is the bare URL, so the first page has one address. */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return hrefWith(pathname, next);
}

// A new order reshuffles every page, so the shopper starts again at the first one.
export function sortHref(pathname: string, params: URLSearchParams, sort: SortOrder): string {
  const next = new URLSearchParams(params);
  next.set('sort', sort);
  next.delete('page');
  return hrefWith(pathname, next);
}

/**
 * What a GET form of the listing must carry in hidden fields: every parameter its own controls
 * do not set (the search text, a landing link's filters), never the page, since a new choice starts at page 1.
 */
export function paramsOutsideForm(params: URLSearchParams, controlled: readonly string[]): [string, string][] {
  return [...params.entries()].filter(([key]) => key !== 'page' && !controlled.includes(key));
}

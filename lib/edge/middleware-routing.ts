import { routing } from '../i18n/routing';

/**
 * next-intl's routing as middleware applies it to every page request. Two of its defaults are off:
 *
 * - `localeCookie`: the URL alone decides the language (docs/decisions.md), so a cookie set on
 *   every first visit is read by nothing, and a `Set-Cookie` on a cached page keeps shared caches
 *   from storing it. The language selector still remembers a choice: next-intl's navigation
 *   (lib/i18n/navigation.tsx) keeps `routing`'s cookie and sets it in the browser on a switch.
 * - `alternateLinks`: every page already names its language versions in its `<head>`
 *   (lib/seo/page-metadata.ts), from `SITE_URL` and only for pages that exist; the header built
 *   from the request's own host said the same again, on every request.
 */
export const middlewareRouting = { ...routing, localeCookie: false, alternateLinks: false } as const;

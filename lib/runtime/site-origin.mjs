// @ts-check
/**
 * The public origin pages are made for: SITE_URL, else this server on localhost. Plain JavaScript
 * because the page cache handler, which Next loads by path, names its folder after it
 * (lib/cache/page-cache-handler.mjs); lib/runtime/config.ts reads it from the checked settings.
 */
/** The port the server listens on when PORT is not set. */
export const DEFAULT_PORT = 3000;

export function originOf(/** @type {string | undefined} */ siteUrl, /** @type {number | string} */ port) {
  return (siteUrl?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
}

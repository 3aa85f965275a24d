/**
 * The English pages served most from the page cache (home and product pages: where search
 * results and shared links land), routed to their `[locale]` route by next.config's rewrites
 * instead of middleware. Middleware's matcher (middleware.ts) leaves exactly these paths, and
 * their Spanish and Japanese twins, out: on a cached page none of its steps applies (no
 * redirect, no nonce, no cookie), yet running it cost more than the rest of a cache hit
 * (docs/decisions.md, "Middleware: `middleware.ts`, in Node, skipped by home and product pages"). Pages and layouts take their language from the `[locale]` param.
 */
export const cachedPageRewrites = [
  { source: '/', destination: '/en' },
  { source: '/store/product/:slug', destination: '/en/store/product/:slug' },
];

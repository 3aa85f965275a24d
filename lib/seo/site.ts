/** The public origin used for canonical links, sitemaps and Open Graph URLs. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => ENTITIES[character]);

/** The link goes `to` the address asked for again ("Try again": the empty reference is the page's own address) or home. */
export type NoticeText = { title: string; message: string; link: string; to?: 'again' | 'home' };

/**
 * A small whole page for an answer the app does not render (the server too busy, the shop server
 * down): in the shopper's language, with no script and nothing else to fetch, kept out of search
 * engines, and one link: home, or the same address again. Japanese breaks at phrase ends, as in
 * the app's pages (app/globals.css).
 */
export function noticePage(locale: string, text: NoticeText): string {
  const href = text.to === 'again' ? '' : locale === 'en' ? '/' : `/${locale}`;
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(text.title)}</title>` +
    '<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f4f5;color:#18181b}' +
    'main{max-width:32rem;padding:2rem;text-align:center;text-wrap:pretty}:lang(ja){word-break:auto-phrase}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;background:#18181b;color:#fff;border-radius:.375rem;text-decoration:none}</style>' +
    `</head><body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.message)}</p><a href="${href}">${escapeHtml(text.link)}</a></main></body></html>`
  );
}

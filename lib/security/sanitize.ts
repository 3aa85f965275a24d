import sanitize from 'sanitize-html';

/**
 * The catalogue's description, features and fitment HTML as the page may render it: structure
 * and emphasis only. No scripts, styles, event handlers, iframes or forms survive, and links
 * may only point to http(s), mailto or this site.
 */
const CATALOGUE_HTML: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'span', 'div'],
  allowedAttributes: { a: ['href', 'title', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Catalogue links leave the shop: they must not pass the page's authority or opener.
    a: sanitize.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
    // The page's own h1 is the product name; catalogue headings sit below it.
    h1: 'h2',
  },
};

export function sanitizeCatalogueHtml(html: string | null | undefined): string {
  return sanitize(html ?? '', CATALOGUE_HTML).trim();
}

/** Plain text with every tag removed and entities decoded once, for reviews, questions and meta descriptions. */
export function plainText(text: string | null | undefined): string {
  const stripped = sanitize(text ?? '', { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return decodeEntities(stripped);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]);
}

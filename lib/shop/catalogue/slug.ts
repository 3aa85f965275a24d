export function productSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function safeDecodeUri(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A stray '%' in a hand-typed URL should still find the product, not crash the page.
    return value;
  }
}

const SLUG_TO_TEXT: Record<string, string> = { __: '-', _: ' - ', '~': '/', '-': ' ' };

// One pass, longest token first: decoding '__' before '-' in separate passes
// would turn the restored hyphens into spaces.
export function decodePartSlug(slug: string): string {
  return slug.replace(/__|[_~-]/g, (token) => SLUG_TO_TEXT[token]);
}

export function decodeProductId(id: string): string {
  return decodePartSlug(safeDecodeUri(id));
}

export function encodePartSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+-\s+/g, '_')
    .replace(/\//g, '~')
    .replace(/(?<=[a-z])-(?=[a-z])/g, '__')
    .replace(/\s+/g, '-');
}

export function titleFromSlug(slug: string): string {
  return decodeProductId(slug)
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

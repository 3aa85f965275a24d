import { LOCALES } from '../i18n/routing';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const LANGUAGE_TAG = /^[a-z]{2}(?:[-_][a-z0-9]{2,8})?$/i;

/**
 * A first path segment that names a language this shop does not offer (`/fr/faqs`,
 * `/de-DE/cart`) is dropped. Only two-letter ISO 639-1 codes the platform knows count,
 * so vehicle slugs and route names are never mistaken for languages.
 */
export function isUnsupportedLanguageSegment(segment: string): boolean {
  if (!LANGUAGE_TAG.test(segment)) return false;
  const language = segment.slice(0, 2).toLowerCase();
  if ((LOCALES as readonly string[]).includes(language) && segment.length === 2) return false;
  try {
    return languageNames.of(segment.replace('_', '-')) !== undefined;
  } catch {
    return false;
  }
}

/** The path without an unsupported language segment, or null when there is nothing to strip. */
export function stripUnsupportedLanguage(pathname: string): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (!isUnsupportedLanguageSegment(first)) return null;
  return '/' + rest.join('/');
}

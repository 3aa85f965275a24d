import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl, languageAlternates, localizedPath } from './urls';
import { cutAtWord, META_DESCRIPTION_LENGTH, OG_DESCRIPTION_LENGTH } from './text';
import { siteUrl } from './site';

/** Open Graph wants language_TERRITORY; the shop sells to the United States in every language. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US', ja: 'ja_JP' };

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The file name Next gives a route's generated share image (`opengraph-image.tsx`). */
const SHARE_IMAGE_FILE = 'opengraph-image';

export type ShareImage = { url: string; width: number; height: number; alt: string };

/**
 * The share image drawn for a page (its folder's `opengraph-image.tsx`), in the page's language.
 * `version` changes when what the image shows changes, so previewers that keep an image
 * forever fetch the new one (a product's price, for example).
 */
export function shareImage(locale: Locale, path: string, alt: string, version?: string, origin = siteUrl()): ShareImage {
  const base = path === '/' ? `/${SHARE_IMAGE_FILE}` : `${path.replace(/\/+$/, '')}/${SHARE_IMAGE_FILE}`;
  const query = version ? `?${new URLSearchParams({ v: version })}` : '';
  return { url: absoluteUrl(`${localizedPath(locale, base)}${query}`, origin), ...SHARE_IMAGE_SIZE, alt };
}

export type PageMetadataInput = {
  locale: Locale;
  /** The page's path without language prefix; the canonical and hreflang links name it. */
  path: string;
  title: string;
  description: string;
  siteName: string;
  image: ShareImage;
  /** false: `noindex, follow` (search results, private pages). */
  index?: boolean;
  /**
   * 'product': the page writes og:type itself as a `<meta property>` with the product:* tags
   * (Next's openGraph has no product type), so none is set here.
   */
  ogType?: 'website' | 'product';
  /** When set, replaces the whole <title> instead of going through the layout's "%s | shop" template. */
  absoluteTitle?: boolean;
};

/** Title, description, canonical, hreflang, Open Graph and Twitter card of any page, in its language. */
export function pageMetadata(input: PageMetadataInput, origin = siteUrl()): Metadata {
  const { locale, path, title, image } = input;
  const url = absoluteUrl(localizedPath(locale, path), origin);
  const description = cutAtWord(input.description, META_DESCRIPTION_LENGTH);
  const shareDescription = cutAtWord(input.description, OG_DESCRIPTION_LENGTH);
  return {
    title: input.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path, origin) },
    openGraph: {
      ...(input.ogType === 'product' ? {} : { type: 'website' as const }),
      siteName: input.siteName,
      title,
      description: shareDescription,
      url,
      locale: OG_LOCALE[locale],
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description: shareDescription, images: [{ url: image.url, alt: image.alt }] },
    ...(input.index === false ? { robots: { index: false, follow: true } } : {}),
  };
}

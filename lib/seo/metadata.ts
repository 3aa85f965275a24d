import 'server-only';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { pageMetadata, shareImage, type PageMetadataInput } from './page-metadata';

type Input = Omit<PageMetadataInput, 'siteName' | 'image'> & {
  /** The page draws its own share image (an `opengraph-image.tsx` in its folder); without it the shop's is used. */
  image?: { alt: string; version?: string };
};

/** `generateMetadata` body of any page: the shop's name and share image come from the page's language. */
export async function localizedMetadata({ image, ...input }: Input): Promise<Metadata> {
  // The public origin (SITE_URL) is read when served, never baked into a page at build time,
  // so one build can run under any address.
  await connection();
  const t = await getTranslations({ locale: input.locale, namespace: 'meta' });
  const siteName = t('siteName');
  return pageMetadata({
    ...input,
    siteName,
    image: image ? shareImage(input.locale, input.path, image.alt, image.version) : shareImage(input.locale, '/', siteName),
  });
}

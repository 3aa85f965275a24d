import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata, shareImage, type PageMetadataInput } from './page-metadata';
import { requestSiteUrl } from './site';

type Input = Omit<PageMetadataInput, 'siteName' | 'image'> & {
  /** The page draws its own share image (an `opengraph-image.tsx` in its folder); without it the shop's is used. */
  image?: { alt: string; version?: string };
};

/** `generateMetadata` body of any page: the shop's name and share image come from the page's language. */
export async function localizedMetadata({ image, ...input }: Input): Promise<Metadata> {
  const t = await getTranslations({ locale: input.locale, namespace: 'meta' });
  const siteName = t('siteName');
  // The request's public origin, so one build serves any address (docs/operations.md).
  const origin = await requestSiteUrl();
  return pageMetadata(
    {
      ...input,
      siteName,
      image: image ? shareImage(input.locale, input.path, image.alt, image.version, origin) : shareImage(input.locale, '/', siteName, undefined, origin),
    },
    origin,
  );
}

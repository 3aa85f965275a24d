import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { BUILD_PLACEHOLDER } from '@/lib/i18n/build-placeholder';
import { listingQueryOfKey } from '@/lib/shop/catalogue/server';
import { isListingSlugPath } from '@/lib/shop/catalogue';
import { CatalogueListing } from '@/components/listing/catalogue-listing';
import { catalogueListingMetadata } from '@/components/listing/listing-metadata';
import { assertLocale } from '@/lib/i18n/page-locale';

// A store/products path with a query in the cached set, rewritten here by middleware (lower case).
export const generateStaticParams = () => [{ query: BUILD_PLACEHOLDER, slug: [BUILD_PLACEHOLDER] }];

type Props = PageProps<'/[locale]/by-query/[query]/store/products/[...slug]'>;

async function listingOf(params: Props['params']) {
  const { locale, query, slug } = await params;
  assertLocale(locale);
  const path = `/store/products/${slug.join('/')}`;
  const searchParams = isListingSlugPath(slug) ? listingQueryOfKey(path, query) : null;
  return { locale: locale, slug, path, searchParams };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path, searchParams } = await listingOf(params);
  return searchParams ? catalogueListingMetadata(locale, path, searchParams) : {};
}

export default async function CachedProductsPathPage({ params }: Props) {
  const { locale, slug, searchParams } = await listingOf(params);
  setRequestLocale(locale);
  if (!searchParams) notFound();
  return <CatalogueListing locale={locale} segments={slug} searchParams={searchParams} />;
}

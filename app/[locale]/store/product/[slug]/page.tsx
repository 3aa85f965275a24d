import { ProductRoute, productRouteMetadata } from '@/components/product/product-route';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { assertLocale } from '@/lib/i18n/page-locale';

export const generateStaticParams = () => placeholderParams('slug');

export async function generateMetadata({ params }: PageProps<'/[locale]/store/product/[slug]'>) {
  const { locale, slug } = await params;
  assertLocale(locale);
  return productRouteMetadata(locale, slug);
}

export default async function StoreProductPage({ params }: PageProps<'/[locale]/store/product/[slug]'>) {
  const { locale, slug } = await params;
  assertLocale(locale);
  return <ProductRoute locale={locale} id={slug} path={`/store/product/${slug}`} />;
}

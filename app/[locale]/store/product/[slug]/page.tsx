import type { Locale } from '@/lib/i18n/routing';
import { ProductRoute, productRouteMetadata } from '@/components/product/product-route';
import { placeholderParams } from '@/lib/i18n/build-placeholder';

export const generateStaticParams = () => placeholderParams('slug');

export async function generateMetadata({ params }: PageProps<'/[locale]/store/product/[slug]'>) {
  const { locale, slug } = await params;
  return productRouteMetadata(locale as Locale, slug);
}

export default async function StoreProductPage({ params }: PageProps<'/[locale]/store/product/[slug]'>) {
  const { locale, slug } = await params;
  return <ProductRoute locale={locale as Locale} id={slug} path={`/store/product/${slug}`} />;
}

import { ProductRoute, productRouteMetadata } from '@/components/product/product-route';
import { placeholderParams } from '@/lib/i18n/build-placeholder';
import { assertLocale } from '@/lib/i18n/page-locale';

export const generateStaticParams = () => placeholderParams('id');

export async function generateMetadata({ params }: PageProps<'/[locale]/related/[id]'>) {
  const { locale, id } = await params;
  assertLocale(locale);
  return productRouteMetadata(locale, id);
}

export default async function RelatedProductPage({ params }: PageProps<'/[locale]/related/[id]'>) {
  const { locale, id } = await params;
  assertLocale(locale);
  return <ProductRoute locale={locale} id={id} path={`/related/${id}`} />;
}

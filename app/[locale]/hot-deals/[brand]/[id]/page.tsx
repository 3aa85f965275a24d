import type { Locale } from '@/lib/i18n/routing';
import { ProductRoute, productRouteMetadata } from '@/components/product/product-route';
import { placeholderParams } from '@/lib/i18n/build-placeholder';

export const generateStaticParams = () => placeholderParams('brand', 'id');

export async function generateMetadata({ params }: PageProps<'/[locale]/hot-deals/[brand]/[id]'>) {
  const { locale, id } = await params;
  return productRouteMetadata(locale as Locale, id);
}

export default async function HotDealProductPage({ params }: PageProps<'/[locale]/hot-deals/[brand]/[id]'>) {
  const { locale, brand, id } = await params;
  return <ProductRoute locale={locale as Locale} id={id} path={`/hot-deals/${brand}/${id}`} />;
}

import type { Locale } from '@/lib/i18n/routing';
import { ProductRoute, productRouteMetadata } from '@/components/product/product-route';
import { placeholderParams } from '@/lib/i18n/build-placeholder';

export const generateStaticParams = () => placeholderParams('id');

export async function generateMetadata({ params }: PageProps<'/[locale]/new-arrivals/[id]'>) {
  const { locale, id } = await params;
  return productRouteMetadata(locale as Locale, id);
}

export default async function NewArrivalProductPage({ params }: PageProps<'/[locale]/new-arrivals/[id]'>) {
  const { locale, id } = await params;
  return <ProductRoute locale={locale as Locale} id={id} path={`/new-arrivals/${id}`} />;
}

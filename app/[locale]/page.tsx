import { getTranslations, setRequestLocale } from 'next-intl/server';
import { connection } from 'next/server';
import { Link } from '@/lib/i18n/navigation';
import { backend } from '@/lib/shop/backend';
import { ProductGrid } from '@/components/catalog/product-grid';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  await connection();
  const t = await getTranslations('home');
  const latest = await backend().latest(8);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-6 flex items-end justify-between">
        <h1 className="text-2xl font-black uppercase">{t('newArrivals')}</h1>
        <Link href="/new-arrivals" className="font-semibold text-brand hover:underline">
          {t('shopAll')}
        </Link>
      </div>
      <ProductGrid products={latest} priorityCount={4} />
    </div>
  );
}

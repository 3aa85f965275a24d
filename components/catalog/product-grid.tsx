import type { ProductSummary } from '@/lib/shop/types';
import { ProductCard } from './product-card';

export function ProductGrid({ products, layout = 'grid', priorityCount = 0 }: { products: ProductSummary[]; layout?: 'grid' | 'list'; priorityCount?: number }) {
  return (
    <ul className={layout === 'list' ? 'card-grid flex flex-col gap-4' : 'card-grid grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4'}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} layout={layout} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

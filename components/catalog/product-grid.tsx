import type { ProductSummary } from '@/lib/shop/catalogue';
import { ProductCard } from './product-card';

type ProductGridProps = {
  products: ProductSummary[];
  priorityCount?: number;
  /** The cards' heading level: 2 right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
};

export function ProductGrid({ products, priorityCount = 0, headingLevel = 3 }: ProductGridProps) {
  return (
    <ul className="card-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

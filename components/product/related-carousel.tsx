'use client';
import { Carousel } from '@/components/ui/carousel';
import { ProductCard } from '@/components/catalog/product-card';
import type { CardProduct } from '@/lib/catalog/card-product';

/**
 * Spec 001 §9: two cards per view, 30 px apart. The cards are drawn here from their data rather
 * than sent as server-rendered trees: the HTML still shows the first view's cards as real links
 * before any JavaScript, and the payload carries each product's few fields instead of a card's tree.
 */
type Labels = { previous: string; next: string; first: string; last: string };

export function RelatedCarousel({ products, labels }: { products: CardProduct[]; labels: Labels }) {
  return (
    <Carousel
      modules={['Navigation', 'A11y']}
      options={{ slidesPerView: 2, spaceBetween: 30, navigation: true, watchOverflow: true, a11y: { prevSlideMessage: labels.previous, nextSlideMessage: labels.next, firstSlideMessage: labels.first, lastSlideMessage: labels.last }, className: 'related-carousel' }}
      slideClassName="!h-auto"
      firstView={2}
    >
      {products.map((product) => (
        <ProductCard key={product.id} product={product} href={`/related/${product.slug}`} />
      ))}
    </Carousel>
  );
}

import './home.css';
import { Carousel } from '@/components/ui/carousel';
import type { ProductSummary } from '@/lib/shop/types';
import type { CardProduct } from '@/lib/catalog/card-product';
import { productSlug } from '@/lib/catalog/slug';
import { ProductCard } from '@/components/catalog/product-card';

/** Two cards per view, 30 px apart, with a scrollbar the shopper can drag (spec 000 §2 and §9). */
export function HotDealCarousel({ products, label }: { products: (CardProduct & Pick<ProductSummary, 'carBrand'>)[]; label: string }) {
  return (
    <Carousel
      modules={['A11y', 'Keyboard', 'Scrollbar']}
      options={{ className: 'hot-deals-swiper', slidesPerView: 2, spaceBetween: 30, keyboard: true, scrollbar: { draggable: true }, a11y: { containerMessage: label } }}
      slideClassName="!h-auto"
      firstView={2}
    >
      {products.map((product) => (
        <ProductCard key={product.id} product={product} href={`/hot-deals/${productSlug(product.carBrand)}/${product.slug}`} />
      ))}
    </Carousel>
  );
}

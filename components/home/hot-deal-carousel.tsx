'use client';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Scrollbar } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/scrollbar';
import './home.css';
import type { ProductSummary } from '@/lib/shop/types';
import { productSlug } from '@/lib/catalog/slug';
import { ProductCard } from '@/components/catalog/product-card';

/** Two cards per view, 30 px apart, with a scrollbar the shopper can drag (spec 000 §2 and §9). */
export function HotDealCarousel({ products, label }: { products: ProductSummary[]; label: string }) {
  return (
    <Swiper
      className="hot-deals-swiper"
      modules={[A11y, Keyboard, Scrollbar]}
      slidesPerView={2}
      spaceBetween={30}
      keyboard
      scrollbar={{ draggable: true }}
      a11y={{ containerMessage: label }}
    >
      {products.map((product) => (
        <SwiperSlide key={product.id} className="!h-auto">
          <ProductCard product={product} href={`/hot-deals/${productSlug(product.carBrand)}/${product.slug}`} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

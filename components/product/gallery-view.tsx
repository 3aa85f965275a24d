'use client';
import { useState } from 'react';
import type { PictureAttributes } from '@/components/ui/shop-image';
import { lazyClient } from '@/components/ui/lazy-client';
import { useTranslations } from '#intl';
import { wrapIndex } from '@/lib/shop/catalogue';
import { Carousel } from '@/components/ui/carousel';
import { useSwipe } from './use-swipe';

// The full-screen viewer is code only a shopper who opens it needs.
const GalleryViewer = lazyClient(() => import('./gallery-viewer').then((loaded) => loaded.GalleryViewer));

/** Spec 001 §9: five thumbnails per view. */
const THUMBNAILS_PER_VIEW = 5;

type GalleryViewProps = {
  images: string[];
  /** Each image's attributes at the main picture's size and at the thumbnails', written by the server (`ProductGallery`). */
  pictures: PictureAttributes[];
  thumbnails: PictureAttributes[];
  alt: string;
  altLang?: string;
};

/** The gallery's island: it switches pictures whose attributes the server wrote, so it carries no image code. */
export function GalleryView({ images, pictures, thumbnails, alt, altLang }: GalleryViewProps) {
  const t = useTranslations('product');
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const step = (by: number) => setIndex((current) => wrapIndex(current, by, images.length));
  const swipe = useSwipe(step);
  const current = pictures[index];

  if (!current) return <div className="aspect-square rounded-lg bg-surface" aria-hidden="true" />;

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <button
        type="button"
        onClick={() => setViewerOpen(true)}
        {...swipe}
        className="relative aspect-square w-full cursor-zoom-in overflow-hidden rounded-lg border border-line bg-surface"
        aria-label={t('gallery.open', { current: index + 1, total: images.length })}
        data-testid="gallery-main"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from the server's getImageProps */}
        <img {...current} alt={alt} lang={altLang} className="object-contain" />
      </button>

      {images.length > 1 && (
        <Carousel
          modules={['Navigation']}
          options={{ slidesPerView: THUMBNAILS_PER_VIEW, spaceBetween: 8, navigation: true, watchOverflow: true, className: 'w-full', 'aria-label': t('gallery.thumbnails') }}
          firstView={THUMBNAILS_PER_VIEW}
        >
          {images.map((image, i) => (
            <button
              key={image + i}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('gallery.show', { current: i + 1, total: images.length })}
              aria-current={i === index}
              className={`gallery-thumb ${i === index ? 'border-brand' : 'border-transparent'}`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from the server's getImageProps */}
              <img {...thumbnails[i]} alt="" className="size-full object-cover" />
            </button>
          ))}
        </Carousel>
      )}

      {viewerOpen && <GalleryViewer images={images} alt={alt} index={index} onIndexChange={setIndex} onClose={() => setViewerOpen(false)} />}
    </div>
  );
}

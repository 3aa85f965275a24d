'use client';
import { useState } from 'react';
import Image from '@/components/ui/shop-image';
import { lazyClient } from '@/components/ui/lazy-client';
import { useTranslations } from '#intl';
import { wrapIndex } from '@/lib/product/gallery';
import { Carousel } from '@/components/ui/carousel';
import { useSwipe } from './use-swipe';

// The full-screen viewer is code only a shopper who opens it needs.
const GalleryViewer = lazyClient(() => import('./gallery-viewer').then((loaded) => loaded.GalleryViewer));

/** Spec 001 §9: five thumbnails per view. */
const THUMBNAILS_PER_VIEW = 5;

/** `altLang`: the alt text's language where it is not the page's. */
export function ProductGallery({ images, alt, altLang }: { images: string[]; alt: string; altLang?: string }) {
  const t = useTranslations('product');
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const step = (by: number) => setIndex((current) => wrapIndex(current, by, images.length));
  const swipe = useSwipe(step);
  const current = images[index];

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
        <Image src={current} alt={alt} lang={altLang} fill priority sizes="(min-width: 1024px) 40vw, 100vw" className="object-contain" />
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
              className={`relative block aspect-square w-full overflow-hidden rounded border-2 bg-surface ${i === index ? 'border-brand' : 'border-transparent'}`}
            >
              {/* A fixed size rather than fill: next/image then lists two widths (1x, 2x) instead of all sixteen. */}
              <Image src={image} alt="" width={128} height={128} className="size-full object-cover" />
            </button>
          ))}
        </Carousel>
      )}

      {viewerOpen && <GalleryViewer images={images} alt={alt} index={index} onIndexChange={setIndex} onClose={() => setViewerOpen(false)} />}
    </div>
  );
}

import { pictureAttributes } from '@/components/ui/shop-image';
import { GalleryView } from './gallery-view';

/**
 * The gallery's pictures are sized by the server: next/image's srcset and URL code (about 3 KB gzip
 * with the image configuration) stays out of the product page's first load, and the island only
 * switches between attributes it is given. The first picture is the page's largest paint and is
 * preloaded at high priority.
 */
/** `altLang`: the alt text's language where it is not the page's. */
export function ProductGallery({ images, alt, altLang }: { images: string[]; alt: string; altLang?: string }) {
  const pictures = images.map((src, index) => pictureAttributes({ src, fill: true, priority: index === 0, sizes: '(min-width: 1024px) 40vw, 100vw' }));
  // A fixed size rather than fill: next/image then lists two widths (1x, 2x) instead of all sixteen.
  const thumbnails = images.length > 1 ? images.map((src) => pictureAttributes({ src, width: 128, height: 128 })) : [];
  return <GalleryView images={images} pictures={pictures} thumbnails={thumbnails} alt={alt} altLang={altLang} />;
}

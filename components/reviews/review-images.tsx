import Image from '@/components/ui/shop-image';

/** Shopper photos as thumbnails that open the full image. */
export function ReviewImages({ images, label }: { images: string[]; label: string }) {
  if (images.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {images.map((src, index) => (
        <li key={src + index}>
          <a href={src} target="_blank" rel="noopener" className="relative block h-20 w-20 overflow-hidden rounded border border-line">
            <Image src={src} alt={`${label} ${index + 1}`} fill sizes="80px" className="object-cover" unoptimized={src.startsWith('/api/')} />
          </a>
        </li>
      ))}
    </ul>
  );
}

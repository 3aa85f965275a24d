'use client';
import { useEffect, useRef, useState } from 'react';
import Image from '@/components/ui/shop-image';
import { useTranslations } from '#intl';
import { wrapIndex } from '@/lib/shop/catalogue';
import { CloseIcon, ChevronIcon } from '@/components/layout/panel-icons';
import { useSwipe } from './use-swipe';

type GalleryViewerProps = {
  images: string[];
  alt: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const ZOOM = 2.5;

/** Full-screen image viewer in a modal <dialog>: arrows step, Escape closes, a click zooms where it lands. */
export function GalleryViewer({ images, alt, index, onIndexChange, onClose }: GalleryViewerProps) {
  const t = useTranslations('product.gallery');
  const dialog = useRef<HTMLDialogElement>(null);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);

  useEffect(() => {
    // No close() on cleanup: its 'close' event would reach onClose after a re-run of this effect
    // (React runs effects twice in development); an unmounted dialog leaves the top layer anyway.
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const go = (by: number) => {
    setZoom(null);
    onIndexChange(wrapIndex(index, by, images.length));
  };
  const swipe = useSwipe((step) => {
    if (!zoom) go(step);
  });

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  }

  function toggleZoom(event: React.MouseEvent<HTMLButtonElement>) {
    if (zoom) return setZoom(null);
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard click has no pointer position: zoom into the centre.
    const x = event.detail === 0 ? 50 : ((event.clientX - box.left) / box.width) * 100;
    const y = event.detail === 0 ? 50 : ((event.clientY - box.top) / box.height) * 100;
    setZoom({ x, y });
  }

  function pan(event: React.MouseEvent<HTMLButtonElement>) {
    if (!zoom) return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-label={t('viewer')}
      className="m-0 h-dvh max-h-none w-dvw max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      data-testid="gallery-viewer"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between p-3">
          <p aria-live="polite" className="text-sm">
            {t('position', { current: index + 1, total: images.length })}
          </p>
          <button type="button" onClick={() => dialog.current?.close()} className="rounded p-2 hover:bg-white/10" aria-label={t('close')} autoFocus>
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <div className="relative min-h-0 flex-1 overflow-hidden" {...swipe}>
          <button
            type="button"
            onClick={toggleZoom}
            onMouseMove={pan}
            aria-label={zoom ? t('zoomOut') : t('zoomIn')}
            aria-pressed={zoom !== null}
            className={`absolute inset-0 ${zoom ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
          >
            <Image
              src={images[index]}
              alt={alt}
              fill
              sizes="100vw"
              className="object-contain transition-transform duration-200"
              style={zoom ? { transform: `scale(${ZOOM})`, transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
            />
          </button>
          {images.length > 1 && (
            <>
              <button type="button" onClick={() => go(-1)} aria-label={t('previous')} className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-black/60 p-3 hover:bg-black/80">
                <ChevronIcon className="h-6 w-6 rotate-180" />
              </button>
              <button type="button" onClick={() => go(1)} aria-label={t('next')} className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-black/60 p-3 hover:bg-black/80">
                <ChevronIcon className="h-6 w-6" />
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}

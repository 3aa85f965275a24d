'use client';
import { useId } from 'react';
import { useTranslations } from '#intl';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@/lib/shop/talk';

export type PickedImage = { file: File; preview: string };

type ImagePickerProps = {
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  onError: (message: string) => void;
};

/** Image files only, each removable before submit; the server checks them again by content. */
export function ImagePicker({ images, onChange, onError }: ImagePickerProps) {
  const t = useTranslations('reviews');
  const id = useId();

  function add(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const usable = chosen.filter((file) => file.type.startsWith('image/') && file.size <= MAX_UPLOAD_BYTES);
    if (usable.length < chosen.length) onError(t('imageRejected'));
    const room = MAX_UPLOAD_FILES - images.length;
    if (usable.length > room) onError(t('tooManyImages', { max: MAX_UPLOAD_FILES }));
    onChange([...images, ...usable.slice(0, Math.max(0, room)).map((file) => ({ file, preview: URL.createObjectURL(file) }))]);
  }

  function remove(index: number) {
    URL.revokeObjectURL(images[index].preview);
    onChange(images.filter((_, i) => i !== index));
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('images')} <span className="font-normal text-muted">{t('imagesHint', { max: MAX_UPLOAD_FILES })}</span>
      </label>
      <input id={id} type="file" accept="image/*" multiple onChange={add} disabled={images.length >= MAX_UPLOAD_FILES} className="text-sm file:mr-3 file:rounded file:border-0 file:bg-ink file:px-3 file:py-2 file:text-white" />
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {images.map((image, index) => (
            <li key={image.preview} className="relative">
              {/* A local blob preview: next/image cannot optimise it. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={image.preview} alt={image.file.name} className="h-16 w-16 rounded border border-line object-cover" />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t('removeImage', { name: image.file.name })}
                className="absolute -right-2 -top-2 flex h-6 w-6 items-center justify-center rounded-full bg-ink text-xs text-white"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

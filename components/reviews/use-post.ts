'use client';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from '#intl';
import { postJson } from '@/lib/client/post-json';
import { uploadImages } from '@/lib/client/upload-images';
import type { PickedImage } from './image-picker';

/** Spec 001 §9: form messages clear after 10 s. */
export const MESSAGE_MS = 10_000;

/**
 * A review or question form's state and its sending: images first, then the text with their
 * ids. A failure shows the server's translated message (or a generic one) for 10 s and leaves
 * the form filled; a success empties it.
 */
export function useReviewPost<V extends Record<string, string | number>>(path: '/api/reviews' | '/api/questions', product: string, empty: V) {
  const [values, setValues] = useState(empty);
  const [images, setImages] = useState<PickedImage[]>([]);
  const set = (key: keyof V) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues({ ...values, [key]: event.target.value });
  const locale = useLocale();
  const t = useTranslations('reviews');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function show(text: string) {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(null), MESSAGE_MS);
  }

  function clear() {
    clearTimeout(timer.current);
    setMessage(null);
  }

  async function submit(fields: Record<string, unknown>): Promise<boolean> {
    setBusy(true);
    try {
      const uploaded = await uploadImages(images.map((image) => image.file), locale);
      if (!uploaded.ok) {
        show(uploaded.message ?? t('submitFailed'));
        return false;
      }
      const result = await postJson(path, { ...fields, product, imageIds: uploaded.data.imageNames }, locale);
      if (!result.ok) {
        show(result.message ?? t('submitFailed'));
        return false;
      }
      clear();
      images.forEach((image) => URL.revokeObjectURL(image.preview));
      setValues(empty);
      setImages([]);
      return true;
    } finally {
      setBusy(false);
    }
  }

  return { values, setValues, set, images, setImages, busy, message, show, clear, submit };
}

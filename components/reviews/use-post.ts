'use client';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { postJson } from '@/lib/api/client';
import { uploadImages } from '@/lib/reviews/client';

/** Spec 001 §9: form messages clear after 10 s. */
export const MESSAGE_MS = 10_000;

/**
 * Sending a review or a question: images first, then the text with their ids. A failure shows
 * the server's translated message (or a generic one) for 10 s and leaves the form filled.
 */
export function useReviewPost(path: '/api/reviews' | '/api/questions', product: string) {
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

  async function submit(values: Record<string, unknown>, files: File[]): Promise<boolean> {
    setBusy(true);
    try {
      const uploaded = await uploadImages(files, locale);
      if (!uploaded.ok) {
        show(uploaded.message ?? t('submitFailed'));
        return false;
      }
      const result = await postJson(path, { ...values, product, imageIds: uploaded.data.imageNames }, locale);
      if (!result.ok) {
        show(result.message ?? t('submitFailed'));
        return false;
      }
      clear();
      return true;
    } finally {
      setBusy(false);
    }
  }

  return { busy, message, show, clear, submit };
}

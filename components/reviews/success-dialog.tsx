'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from '#intl';

/** The closable popup after a review or question is sent; a modal <dialog> keeps focus inside. */
export function SuccessDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useTranslations('common');
  const tr = useTranslations('reviews');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // No close() on cleanup: its 'close' event would reach onClose after a re-run of this effect
    // (React runs effects twice in development); an unmounted dialog leaves the top layer anyway.
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog ref={dialog} onClose={onClose} aria-labelledby="review-success-title" className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-lg p-6 text-center backdrop:bg-black/50" data-testid="success-dialog">
      <p aria-hidden="true" className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-success/10 text-2xl text-success">
        ✓
      </p>
      <h2 id="review-success-title" className="text-lg font-bold">
        {tr('thankYou')}
      </h2>
      <p className="mt-2 text-muted">{message}</p>
      <button type="button" onClick={() => dialog.current?.close()} className="mt-5 rounded bg-ink px-5 py-2 font-semibold text-white hover:bg-brand" autoFocus>
        {t('close')}
      </button>
    </dialog>
  );
}

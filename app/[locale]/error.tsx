'use client';
import { startTransition } from 'react';
import { useTranslations } from '#intl';
import { useRouter } from 'next/navigation';
import { Link } from '@/lib/i18n/link';

export default function ErrorView({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  const router = useRouter();
  // A server error (the remote shop not answering, say) is only retried by fetching the page again.
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('message')}</p>
      <div className="flex gap-3">
        <button type="button" onClick={retry} className="rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
          {t('retry')}
        </button>
        <Link href="/" className="rounded border border-line px-5 py-2.5 font-semibold hover:bg-surface">
          {t('home')}
        </Link>
      </div>
    </section>
  );
}

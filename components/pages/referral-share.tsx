'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '#intl';
import { shareLinks, type ShareTarget } from '@/lib/shop/cart';
import { useHydrated } from '@/lib/client/hooks/use-hydrated';

/** How long the copy confirmation stays (spec 001 §9). */
const COPIED_MS = 2000;
const TARGETS: ShareTarget[] = ['x', 'facebook', 'whatsapp', 'email'];

export function ReferralShare({ url, amount }: { url: string; amount: number }) {
  const t = useTranslations('loyalty');
  const [copied, setCopied] = useState(false);
  // A click before the page is interactive would silently do nothing; the button waits instead.
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const links = shareLinks(url, t('shareMessage', { amount }), t('shareSubject', { amount }));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      // The spec's shop only logged a refused clipboard; the link stays visible to copy by hand.
      console.error(error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <section aria-labelledby="loyalty-refer" className="mt-12 grid gap-6 rounded-xl border-2 border-brand p-6 sm:p-8 lg:grid-cols-2 lg:items-center">
      <div>
        <h2 id="loyalty-refer" className="text-2xl font-bold">
          {t('referTitle', { amount })}
        </h2>
        <p className="mt-2 text-muted">{t('referText', { amount })}</p>
      </div>
      <div className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="referral-link" className="sr-only">
            {t('linkLabel')}
          </label>
          <input id="referral-link" readOnly value={url} onFocus={(event) => event.target.select()} className="min-w-0 flex-1 rounded border border-line bg-surface px-3 py-2 text-sm" />
          <button type="button" onClick={copy} disabled={!hydrated} className="shrink-0 rounded bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-brand disabled:opacity-60">
            {copied ? t('copied') : t('copyLink')}
          </button>
        </div>
        <p role="status" className="sr-only">
          {copied ? t('copied') : ''}
        </p>
        <ul className="flex flex-wrap gap-2" aria-label={t('shareLabel')}>
          {TARGETS.map((target) => (
            <li key={target}>
              <a href={links[target]} target="_blank" rel="noopener noreferrer" className="inline-block rounded-full border border-line px-4 py-1.5 text-sm font-semibold hover:border-ink">
                {t(`share.${target}`)}
                <span className="sr-only"> {t('newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

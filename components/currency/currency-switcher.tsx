'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { ChevronDownIcon } from '@/components/layout/icons';
import { Flag } from './flag';
import { useCurrencyChoice } from './use-currency-choice';

// The modal and its country table are code only a shopper who changes currency needs.
const loadModal = () => import('./currency-modal');
const CurrencyModal = dynamic(() => loadModal().then((loaded) => loaded.CurrencyModal), { ssr: false });

/**
 * Flag, code and chevron; a disabled 'Detecting currency...' while detection runs for a shopper with no choice.
 * A press starts fetching the modal; the click mounts it with `open` set, and it opens as soon as its code has
 * arrived, so the first click is never lost.
 */
export function CurrencySwitcher({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const t = useTranslations('currency');
  const { code, countryCode, detecting } = useCurrencyChoice();
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  // The server renders the button; until React takes over, a click could not open the modal.
  const hydrated = useHydrated();
  const toneClass = tone === 'dark' ? 'border-white/30 text-white hover:bg-white/10' : 'border-line text-ink hover:bg-surface';

  return (
    <>
      {detecting ? (
        <select disabled aria-label={t('detecting')} className={`rounded border bg-transparent px-2 py-1.5 text-sm ${toneClass}`}>
          <option>{t('detecting')}</option>
        </select>
      ) : (
        <button
          type="button"
          onPointerDown={() => void loadModal()}
          onFocus={() => void loadModal()}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          disabled={!hydrated}
          aria-haspopup="dialog"
          aria-label={t('open', { code })}
          className={`flex items-center gap-1.5 rounded border px-2 py-1.5 text-sm font-semibold ${toneClass}`}
          data-testid="currency-switcher"
        >
          <Flag countryCode={countryCode} width={24} height={18} />
          <span>{code}</span>
          <ChevronDownIcon className="size-4" />
        </button>
      )}
      {mounted && <CurrencyModal open={open} onClosed={() => setOpen(false)} code={code} countryCode={countryCode} />}
    </>
  );
}

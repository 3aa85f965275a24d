'use client';
import { lazyClient } from '@/components/ui/lazy-client';
import { useTranslations } from '#intl';
import { useHydrated } from '@/lib/client/hooks/use-hydrated';
import { useLazyPanel } from '@/lib/client/hooks/use-lazy-panel';
import { ChevronDownIcon } from '@/components/layout/icons';
import { Flag } from './flag';
import { useCurrencyChoice } from './use-currency-choice';

// The modal and its country table are code only a shopper who changes currency needs.
const loadModal = () => import('./currency-modal');
const CurrencyModal = lazyClient(() => loadModal().then((loaded) => loaded.CurrencyModal));

/**
 * Flag, code and chevron; 'Detecting currency...' while detection runs for a shopper with no choice (spec 000 §3
 * makes it a disabled selector, which loses a press: see the button below).
 * The modal's code is fetched on first intent (useLazyPanel).
 */
export function CurrencySwitcher({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const t = useTranslations('currency');
  const { code, countryCode, detecting } = useCurrencyChoice();
  const modal = useLazyPanel(loadModal);
  // The server renders the button; until React takes over, a click could not open the modal.
  const hydrated = useHydrated();
  const toneClass = tone === 'dark' ? 'border-white/30 text-white hover:bg-white/10' : 'border-line text-ink hover:bg-surface';

  return (
    <>
      {/* One button throughout: while detection runs it reads 'Detecting currency...' and still opens the
          modal, so a press (or the focus) that lands as detection starts is never lost to a swapped-in
          disabled control; a currency picked meanwhile wins over what detection finds. */}
      <button
        type="button"
        {...modal.prefetch}
        onClick={modal.show}
        disabled={!hydrated}
        aria-haspopup="dialog"
        aria-label={detecting ? undefined : t('open', { code })}
        className={`currency-button ${toneClass}`}
        data-testid="currency-switcher"
      >
        {detecting ? (
          <span className="font-normal">{t('detecting')}</span>
        ) : (
          <>
            <Flag countryCode={countryCode} width={24} height={18} />
            <span>{code}</span>
          </>
        )}
        <ChevronDownIcon className="size-4" />
      </button>
      {modal.mounted && <CurrencyModal open={modal.open} onClosed={modal.hide} code={code} countryCode={countryCode} />}
    </>
  );
}

'use client';
import { lazyClient } from '@/components/ui/lazy-client';
import { useTranslations } from '#intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useLazyPanel } from '@/lib/hooks/use-lazy-panel';
import { ChevronDownIcon } from '@/components/layout/icons';
import { Flag } from './flag';
import { useCurrencyChoice } from './use-currency-choice';

// The modal and its country table are code only a shopper who changes currency needs.
const loadModal = () => import('./currency-modal');
const CurrencyModal = lazyClient(() => loadModal().then((loaded) => loaded.CurrencyModal));

/**
 * Flag, code and chevron; a disabled 'Detecting currency...' while detection runs for a shopper with no choice.
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
      {detecting ? (
        <select disabled aria-label={t('detecting')} className={`rounded border bg-transparent px-2 py-1.5 text-sm ${toneClass}`}>
          <option>{t('detecting')}</option>
        </select>
      ) : (
        <button
          type="button"
          {...modal.prefetch}
          onClick={modal.show}
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
      {modal.mounted && <CurrencyModal open={modal.open} onClosed={modal.hide} code={code} countryCode={countryCode} />}
    </>
  );
}

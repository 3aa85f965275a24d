'use client';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { ChevronDownIcon } from '@/components/layout/icons';
import { CurrencyModal, useCurrencyModal } from './currency-modal';
import { Flag } from './flag';
import { useCurrencyChoice } from './use-currency-choice';

/** Flag, code and chevron; a disabled 'Detecting currency...' while detection runs for a shopper with no choice. */
export function CurrencySwitcher({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const t = useTranslations('currency');
  const { code, countryCode, detecting } = useCurrencyChoice();
  const modal = useCurrencyModal();
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
          onClick={modal.open}
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
      <CurrencyModal
        dialog={modal.dialog}
        search={modal.search}
        open={modal.isOpen}
        query={modal.query}
        onQuery={modal.setQuery}
        onClosed={modal.onClosed}
        code={code}
        countryCode={countryCode}
      />
    </>
  );
}

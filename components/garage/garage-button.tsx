'use client';
import type { ReactNode } from 'react';
import { useTranslations } from '#intl';
import { Link } from '@/lib/i18n/link';
import { useHydrated } from '@/lib/client/hooks/use-hydrated';
import { useGarage, useGaragePicker } from '@/lib/client/stores/garage';
import { lazyClient } from '@/components/ui/lazy-client';
import type { PickerLine } from './garage-picker';

// The picker's code (its dialog, the account's sync) comes on first intent: most pages never open it.
const loadPicker = () => import('./garage-picker');
const GaragePicker = lazyClient(() => loadPicker().then((loaded) => loaded.GaragePicker));

/**
 * My garage in the header. Without JavaScript (and until the page is hydrated) a link to the car
 * models; then a button that opens the picker. It names the active vehicle in a box of fixed width,
 * so a name read from storage after the first paint moves nothing around it.
 */
export function GarageButton({ lines, icon }: { lines: PickerLine[]; icon: ReactNode }) {
  const t = useTranslations('garage');
  const names = useTranslations('vehicles');
  const active = useGarage((state) => state.value.active);
  const picker = useGaragePicker();
  const hydrated = useHydrated();
  const name = active ? names(active) : t('title');
  // A phone's row has room for two short lines: "ZN6 GR86 / FR-S / BRZ" wraps rather than loses its end.
  const look = 'flex h-10 w-28 shrink-0 items-center gap-1 rounded px-1.5 text-left text-xs font-semibold leading-tight hover:bg-white/10 sm:w-44 sm:gap-1.5 sm:px-2 sm:text-sm';
  const content = (
    <>
      {icon}
      <span className="line-clamp-2 break-words">{name}</span>
    </>
  );
  return (
    <>
      {hydrated ? (
        <button
          type="button"
          className={look}
          aria-haspopup="dialog"
          aria-expanded={picker.open}
          aria-label={active ? t('buttonLabel', { vehicle: name }) : undefined}
          onClick={picker.show}
          onPointerDown={() => void loadPicker()}
          onFocus={() => void loadPicker()}
          data-testid="garage-button"
        >
          {content}
        </button>
      ) : (
        <Link href="/car-models" className={look} data-testid="garage-button">
          {content}
        </Link>
      )}
      {picker.mounted && <GaragePicker lines={lines} />}
    </>
  );
}

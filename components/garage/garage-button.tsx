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
  const look = 'flex h-10 w-28 shrink-0 items-center gap-1.5 rounded px-2 text-left text-sm font-semibold hover:bg-white/10 sm:w-44';
  const content = (
    <>
      {icon}
      <span className="truncate">{name}</span>
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

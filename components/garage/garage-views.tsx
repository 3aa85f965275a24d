'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from '#intl';
import { Link } from '@/lib/i18n/link';
import { fitOf, hrefWith, parseSelection, withOnly } from '@/lib/shop/catalogue';
import { useGarage } from '@/lib/client/stores/garage';
import { useGaragePicker } from '@/lib/client/stores/garage-picker';
import { lazyClient } from '@/components/ui/lazy-client';
import type { PickerLine } from './garage-picker';
import { FIT_LINE_LOOK, GARAGE_LINK_LOOK, GarageName } from './garage-look';

/*
 * The garage's islands once the page is interactive (garage-islands.tsx loads this module then):
 * each reads the stored garage, which the first of them to mount reads from storage.
 */

function useActiveVehicle(): string | null {
  useEffect(() => {
    void useGarage
      .getState()
      .hydrate()
      .catch(() => undefined);
  }, []);
  return useGarage((state) => state.value.active);
}

// The picker's code (its dialog, the account's sync) comes on first intent: most pages never open it.
const loadPicker = () => import('./garage-picker');
const GaragePicker = lazyClient(() => loadPicker().then((loaded) => loaded.GaragePicker));

/** The header's garage: a button naming the active vehicle that opens the picker. */
export function GarageButtonView({ lines, icon }: { lines: PickerLine[]; icon: ReactNode }) {
  const t = useTranslations('garage');
  const names = useTranslations('vehicles');
  const active = useActiveVehicle();
  const picker = useGaragePicker();
  const button = useRef<HTMLButtonElement>(null);
  const name = active ? names(active) : t('title');
  return (
    <>
      <button
        ref={button}
        type="button"
        className={GARAGE_LINK_LOOK}
        aria-haspopup="dialog"
        aria-expanded={picker.open}
        aria-label={active ? t('buttonLabel', { vehicle: name }) : undefined}
        onClick={picker.show}
        onPointerDown={() => void loadPicker()}
        onFocus={() => void loadPicker()}
        data-testid="garage-button"
      >
        {icon}
        <GarageName name={name} />
      </button>
      {picker.mounted && <GaragePicker lines={lines} opener={button} />}
    </>
  );
}

const MARK_LOOK = {
  yes: 'bg-success text-white',
  no: 'bg-white text-danger ring-1 ring-danger',
  universal: 'bg-ink text-white',
} as const;

/** Whether a part fits the active vehicle, in words and as `data-fit`; nothing without a vehicle or for a part of unknown fit. */
export function FitMarkView({ product, className = '' }: { product: { vehicles?: readonly string[] }; className?: string }) {
  const t = useTranslations('garage.fit');
  const names = useTranslations('vehicles');
  const active = useActiveVehicle();
  const fit = product.vehicles && fitOf(product.vehicles, active);
  if (!fit) return null;
  return (
    <p data-fit={fit} className={`w-fit rounded px-1.5 py-0.5 text-[11px] font-bold leading-tight ${MARK_LOOK[fit]} ${className}`}>
      {t(fit, { vehicle: names(active!) })}
    </p>
  );
}

/** The product page's answer for the active vehicle, or, without one, a button that opens the picker. */
export function FitStatusView({ product, pick }: { product: { vehicles: readonly string[] }; pick: string }) {
  const t = useTranslations('garage.fit');
  const names = useTranslations('vehicles');
  const active = useActiveVehicle();
  const show = useGaragePicker((state) => state.show);
  const fit = fitOf(product.vehicles, active);
  if (!fit) {
    return (
      <button type="button" onClick={show} aria-haspopup="dialog" className={`${FIT_LINE_LOOK} text-left text-brand underline`}>
        {pick}
      </button>
    );
  }
  return (
    <p data-fit={fit} className={`${FIT_LINE_LOOK} ${fit === 'no' ? 'text-danger' : 'text-success'}`}>
      {t(fit === 'no' ? 'no' : 'yes', { vehicle: names(active!) })}
    </p>
  );
}

/** "Only parts for my {vehicle}": the same address narrowed to the active vehicle (listing-url's withOnly); nothing where it shows that vehicle alone already. */
export function NarrowOfferView({ path, query = '', labels, className = '' }: { path: string; query?: string; labels: Record<string, string>; className?: string }) {
  const t = useTranslations('garage');
  const names = useTranslations('vehicles');
  const active = useActiveVehicle();
  const label = active ? labels[active] : undefined;
  if (!active || !label) return null;
  const params = new URLSearchParams(query);
  const shown = parseSelection(params).vehicle;
  if (shown.length === 1 && (shown[0] === label || shown[0].toLowerCase() === active)) return null;
  return (
    <Link href={hrefWith(path, withOnly(params, 'vehicle', [label]))} className={`inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline ${className}`} data-testid="garage-narrow">
      {t('onlyMine', { vehicle: names(active) })}
    </Link>
  );
}

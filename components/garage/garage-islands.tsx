'use client';
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { useTranslations } from '#intl';
import { Link } from '@/lib/i18n/link';
import { useHydrated } from '@/lib/client/hooks/use-hydrated';
import { useGaragePicker } from '@/lib/client/stores/garage-picker';
import type { PickerLine } from './garage-picker';
import { FIT_LINE_LOOK, GARAGE_LINK_LOOK, GarageName } from './garage-look';

/*
 * My garage's islands as pages load them. None of the garage is shown at first paint: the server
 * cannot know it, and cached pages are the same for everyone. So each island is its first-paint
 * stand-in here (a link to the car models, or nothing), and the stored garage, the fit rule and the
 * islands that read them (garage-views.tsx) come in one chunk once the page is interactive.
 */
const views = () => import('./garage-views');
const ButtonView = lazy(() => views().then((loaded) => ({ default: loaded.GarageButtonView })));
const MarkView = lazy(() => views().then((loaded) => ({ default: loaded.FitMarkView })));
const StatusView = lazy(() => views().then((loaded) => ({ default: loaded.FitStatusView })));
const OfferView = lazy(() => views().then((loaded) => ({ default: loaded.NarrowOfferView })));

/**
 * A stand-in link pressed once the page is interactive but before the views have come: it opens the
 * picker (mounted by the header's view when it arrives) rather than leaving for the car models.
 */
function openPicker(event: MouseEvent) {
  event.preventDefault();
  useGaragePicker.getState().show();
  void views();
}

function Interactive({ children, before }: { children: ReactNode; before: ReactNode }) {
  return useHydrated() ? <Suspense fallback={before}>{children}</Suspense> : before;
}

/** My garage in the header: a link to the car models without JavaScript, the button that opens the picker once interactive (the link opens it too until then). */
export function GarageButton({ lines, icon }: { lines: PickerLine[]; icon: ReactNode }) {
  const t = useTranslations('garage');
  const link = (
    <Link href="/car-models" className={GARAGE_LINK_LOOK} onClick={openPicker} data-testid="garage-button">
      {icon}
      <GarageName name={t('title')} />
    </Link>
  );
  return (
    <Interactive before={link}>
      <ButtonView lines={lines} icon={icon} />
    </Interactive>
  );
}

/**
 * Whether a part fits the shopper's active vehicle (yes, no, universal as `data-fit`, beside the
 * words): on product cards, search results and cart lines. `product` is the object a card's other
 * islands get too, so the page's payload carries it once.
 */
export function FitMark(props: { product: { vehicles?: readonly string[] }; className?: string }) {
  return (
    <Interactive before={null}>
      <MarkView {...props} />
    </Interactive>
  );
}

/** The product page's answer; until the page is interactive (or without JavaScript), a link to pick a vehicle. */
export function FitStatus(props: { product: { vehicles: readonly string[] }; pick: string }) {
  const link = (
    <Link href="/car-models" className={`${FIT_LINE_LOOK} text-brand underline`} onClick={openPicker}>
      {props.pick}
    </Link>
  );
  return (
    <Interactive before={link}>
      <StatusView {...props} />
    </Interactive>
  );
}

/** "Only parts for my {vehicle}" on listings, search results and home rails. */
export function NarrowOffer(props: { path: string; query?: string; labels: Record<string, string>; className?: string }) {
  return (
    <Interactive before={null}>
      <OfferView {...props} />
    </Interactive>
  );
}

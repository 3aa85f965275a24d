'use client';
import { useTranslations } from '#intl';
import { Link } from '@/lib/i18n/link';
import { hrefWith, parseSelection, withOnly } from '@/lib/shop/catalogue';
import { useGarage } from '@/lib/client/stores/garage';

type NarrowOfferProps = {
  /** The address this offer narrows: its path (no language prefix) and query. */
  path: string;
  query?: string;
  /** The catalogue's label of each vehicle by slug, as car-model filters are written (the server's, so the table stays out of the bundle). */
  labels: Record<string, string>;
  className?: string;
};

/**
 * "Only parts for my {vehicle}": the same address narrowed to the active vehicle, so the page it
 * leads to is an ordinary listing URL (cacheable, shareable, crawlable). Drawn in the browser from
 * the stored garage; nothing when the address already shows that vehicle alone (a filter chip
 * removes it).
 */
export function NarrowOffer({ path, query = '', labels, className = '' }: NarrowOfferProps) {
  const t = useTranslations('garage');
  const names = useTranslations('vehicles');
  const active = useGarage((state) => state.value.active);
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

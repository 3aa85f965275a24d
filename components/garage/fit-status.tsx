'use client';
import { useTranslations } from '#intl';
import { Link } from '@/lib/i18n/link';
import { fitOf } from '@/lib/shop/catalogue';
import { useGarage, useGaragePicker } from '@/lib/client/stores/garage';

const LINE = 'flex min-h-10 items-center font-bold';

/**
 * The product page's answer for the active vehicle: "Fits your …" or "Does not fit your …", with
 * `data-fit`. Without a vehicle it offers to pick one: a link to the car models in the server's
 * HTML (no JavaScript needed), the picker once the page is interactive. Every state is one line of
 * the same reserved height, so the answer drawn after the first paint moves nothing.
 */
export function FitStatus({ product, pick }: { product: { vehicles: readonly string[] }; pick: string }) {
  const t = useTranslations('garage.fit');
  const names = useTranslations('vehicles');
  const active = useGarage((state) => state.value.active);
  const hydrated = useGarage((state) => state.hydrated);
  const show = useGaragePicker((state) => state.show);
  const fit = fitOf(product.vehicles, active);
  if (!fit) {
    const look = `${LINE} text-left text-brand underline`;
    return hydrated ? (
      <button type="button" onClick={show} aria-haspopup="dialog" className={look}>
        {pick}
      </button>
    ) : (
      <Link href="/car-models" className={look}>
        {pick}
      </Link>
    );
  }
  return (
    <p data-fit={fit} className={`${LINE} ${fit === 'no' ? 'text-danger' : 'text-success'}`}>
      {t(fit === 'no' ? 'no' : 'yes', { vehicle: names(active!) })}
    </p>
  );
}

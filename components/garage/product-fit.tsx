import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { isVehicleSlug, vehicleListingHref, type ProductSummary } from '@/lib/shop/catalogue';
import { FitStatus } from './garage-islands';

/**
 * Near the price: whether the part fits the shopper's vehicle (FitStatus, drawn in the browser)
 * and, in the server's HTML, the vehicles it fits with links to their parts. One live region, read
 * whole when the answer changes: "Does not fit your MK4 Supra. Fits: ZN8 GR86, ZN6 GR86".
 */
export function ProductFit({ product }: { product: ProductSummary }) {
  const t = useTranslations('garage');
  const names = useTranslations('vehicles');
  return (
    <div role="status" aria-atomic="true" className="rounded border border-line px-3 py-2 text-sm" data-testid="product-fit">
      <FitStatus product={product} pick={t('pickToCheck')} />
      <p className="text-muted">
        {product.vehicles.length === 0
          ? t('fitsEvery')
          : (
              <>
                {t('fitsVehicles')}{' '}
                {product.vehicles.map((slug, index) => (
                  <Fragment key={slug}>
                    {index > 0 && ', '}
                    {isVehicleSlug(slug) ? (
                      <Link href={vehicleListingHref(slug)} className="font-semibold text-ink underline hover:text-brand">
                        {names(slug)}
                      </Link>
                    ) : (
                      <span lang="en">{slug}</span>
                    )}
                  </Fragment>
                ))}
              </>
            )}
      </p>
    </div>
  );
}

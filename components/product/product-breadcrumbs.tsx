import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import type { ProductCrumb } from '@/lib/shop/catalogue';
import { filterValueLabel } from '@/components/listing/value-label';
import { BackCrumb } from './back-crumb';

export function ProductBreadcrumbs({ crumbs }: { crumbs: ProductCrumb[] }) {
  const t = useTranslations('breadcrumbs');
  const values = useTranslations('listing.values');
  const vehicles = useTranslations('vehicles');
  return (
    <nav aria-label={t('label')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const label = crumb.labelKey ? t(crumb.labelKey) : crumb.catalogue ? filterValueLabel(crumb.label, values, vehicles) : crumb.label;
          return (
            <li key={`${index}-${crumb.label}`} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">/</span>}
              {crumb.back ? (
                <BackCrumb label={label} backLabel={t('back')} />
              ) : crumb.href ? (
                <Link href={crumb.href} className="hover:text-brand hover:underline">
                  {label}
                </Link>
              ) : (
                <span aria-current={crumb.current ? 'page' : undefined} className={crumb.current ? 'font-semibold text-ink' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

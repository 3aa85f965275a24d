'use client';
import { useTranslations } from '#intl';
import { Link } from '@/lib/i18n/link';
import { usePathname } from '@/lib/i18n/navigation';

const LINKS = [
  ['/account', 'navAccount'],
  ['/account/orders', 'navOrders'],
  ['/account/addresses', 'navAddresses'],
  ['/account/logout', 'navLogout'],
] as const;

export function AccountNav() {
  const t = useTranslations('account');
  const pathname = usePathname();
  return (
    <nav aria-label={t('navLabel')}>
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {LINKS.map(([href, key]) => {
          const active = href === '/account' ? pathname === href : pathname.startsWith(href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={`block whitespace-nowrap rounded px-3 py-2.5 md:px-4 font-semibold ${active ? 'bg-ink text-white' : 'hover:bg-surface'}`}
              >
                {t(key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

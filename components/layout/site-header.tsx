import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { CARBON_FIBER_TYPES, VEHICLE_LINES, VEHICLE_SECTIONS, carbonFiberHref, generationsOf } from '@/lib/catalog/navigation';
import { SearchBox } from '@/components/search/search-box';
import { CartButton } from '@/components/cart/cart-button';
import { CurrencySwitcher } from '@/components/currency/currency-switcher';
import { MobileMenu, type MobileMenuLabels } from './mobile-menu';
import { Logo } from './logo';
import { AccountIcon } from './icons';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const common = await getTranslations({ locale, namespace: 'common' });

  const sections = VEHICLE_SECTIONS.map((section) => ({
    ...section,
    label: nav(section.key),
    lines: VEHICLE_LINES.map((line) => ({
      line,
      label: nav(`lines.${line}`),
      generations: generationsOf(line).map((vehicle) => ({ href: `${section.base}/${vehicle.slug}`, label: vehicles(vehicle.slug) })),
    })),
  }));
  const carbon = CARBON_FIBER_TYPES.map((type) => ({ href: carbonFiberHref(type), label: nav(`carbonTypes.${type}`) }));
  const menuLabels: MobileMenuLabels = {
    open: common('openMenu'),
    close: common('closeMenu'),
    back: common('back'),
    carbonFiber: nav('carbonFiber'),
    garageSale: nav('garageSale'),
    faqs: nav('faqs'),
    shopAll: nav('shopAll'),
    menu: common('menu'),
  };

  return (
    <header className="sticky top-0 z-40 bg-ink text-white shadow">
      <p className="bg-brand px-4 py-1.5 text-center text-xs font-semibold tracking-wide sm:text-sm">{t('freeShipping')}</p>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <MobileMenu sections={sections} carbon={carbon} labels={menuLabels} />
        <Link href="/" aria-label={t('logoAlt')} className="shrink-0">
          <Logo />
        </Link>
        <div className="hidden flex-1 md:block">
          <SearchBox />
        </div>
        <nav aria-label={t('account')} className="ml-auto flex items-center gap-1">
          <div className="mr-1 hidden lg:block">
            <CurrencySwitcher />
          </div>
          <Link href="/account" className="rounded p-2 hover:bg-white/10" aria-label={t('account')}>
            <AccountIcon />
          </Link>
          <CartButton />
        </nav>
      </div>
      <div className="px-4 pb-3 md:hidden">
        <SearchBox />
      </div>
      <nav aria-label={t('mainNavigation')} className="hidden border-t border-white/10 lg:block">
        <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4 text-sm font-semibold">
          {sections.map((section) => (
            <li key={section.key} className="group relative">
              <Link href={section.key === 'performance' ? '/performance' : section.base} className="block px-3 py-3 hover:text-brand focus:text-brand">
                {section.label}
              </Link>
              <div className="invisible absolute left-0 top-full z-50 grid w-[40rem] grid-cols-4 gap-4 rounded-b bg-white p-5 text-ink opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                {section.lines.map((line) => (
                  <div key={line.line}>
                    <p className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">{line.label}</p>
                    <ul className="space-y-1.5 font-medium">
                      {line.generations.map((generation) => (
                        <li key={generation.href}>
                          <Link href={generation.href} className="hover:text-brand">
                            {generation.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </li>
          ))}
          <li className="group relative">
            <Link href="/store/products/carbon-fiber-parts?makeMaterials=Carbon+Fiber" className="block px-3 py-3 hover:text-brand">
              {nav('carbonFiber')}
            </Link>
            <ul className="invisible absolute left-0 top-full z-50 w-56 space-y-1.5 rounded-b bg-white p-4 text-ink opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
              {carbon.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="hover:text-brand">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <Link href="/garage-sale" className="block px-3 py-3 hover:text-brand">
              {nav('garageSale')}
            </Link>
          </li>
          <li>
            <Link href="/faqs" className="block px-3 py-3 hover:text-brand">
              {nav('faqs')}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}

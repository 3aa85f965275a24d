import { getTranslations } from 'next-intl/server';
import { LocalLink } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { CARBON_FIBER_TYPES, VEHICLE_LINES, VEHICLE_SECTIONS, carbonFiberHref, carbonFiberPartsHref, generationsOf } from '@/lib/shop/catalogue';
import { SearchBox } from '@/components/search/search-box';
import { CartButton } from '@/components/cart/cart-button';
import { CurrencySwitcher } from '@/components/currency/currency-switcher';
import { GarageButton } from '@/components/garage/garage-islands';
import { MobileMenu, type MobileMenuLabels } from './mobile-menu';
import { DesktopMenu } from './desktop-menu';
import { Logo } from './logo';
import { AccountIcon, GarageIcon } from './icons';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const common = await getTranslations({ locale, namespace: 'common' });

  const sections = VEHICLE_SECTIONS.map((section) => ({ ...section, label: nav(section.key) }));
  // The vehicle lines once, not once per section: the menus put each section's base in front of a generation's slug.
  const lines = VEHICLE_LINES.map((line) => ({
    line,
    label: nav(`lines.${line}`),
    generations: generationsOf(line).map((vehicle) => ({ slug: vehicle.slug, label: vehicles(vehicle.slug) })),
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

  // The two menus get the same objects, which the page's payload carries once; the desktop menu is a client
  // component for that reason only, so its links are not also sent as a tree of server-rendered elements.
  return (
    <header className="sticky top-0 z-40 bg-ink text-white shadow">
      <p className="bg-brand px-4 py-1.5 text-center text-xs font-semibold tracking-wide sm:text-sm">{t('freeShipping')}</p>
      {/* One search box: on a phone it wraps onto its own row under the logo, from md it sits between logo and account. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 md:flex-nowrap">
        <MobileMenu sections={sections} lines={lines} carbon={carbon} labels={menuLabels} />
        <LocalLink href="/" locale={locale} aria-label={t('logoAlt')} className="shrink-0">
          <Logo />
        </LocalLink>
        <div className="order-last basis-full md:order-none md:flex-1 md:basis-auto">
          <SearchBox />
        </div>
        <nav aria-label={t('account')} className="ml-auto flex items-center gap-1">
          <div className="mr-1 hidden lg:block">
            <CurrencySwitcher />
          </div>
          <GarageButton lines={lines} icon={<GarageIcon className="shrink-0" />} />
          <LocalLink href="/account" locale={locale} className="rounded p-2 hover:bg-white/10" aria-label={t('account')}>
            <AccountIcon />
          </LocalLink>
          <CartButton />
        </nav>
      </div>
      <DesktopMenu sections={sections} lines={lines} carbon={carbon} carbonAll={carbonFiberPartsHref()} labels={menuLabels} navLabel={t('mainNavigation')} />
    </header>
  );
}

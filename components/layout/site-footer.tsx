import { getTranslations } from 'next-intl/server';
import { LocalLink } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { SOCIAL_URL, SUPPORT_EMAIL } from '@/lib/shop/content';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { CurrencySwitcher } from '@/components/currency/currency-switcher';
import { LanguageSelect } from './language-select';
import { PaymentIcons } from './payment-icons';
import { currentYear } from '@/lib/i18n/current-year';

const GROUPS = [
  { title: 'siteLinks', links: [['/', 'home'], ['/shop-body-parts', 'shopBodyParts'], ['/garage-sale', 'garageSale'], ['/faqs', 'faqs']] },
  {
    title: 'company',
    links: [['/loyalty-rewards', 'loyaltyRewards'], ['/military-discount', 'militaryDiscount'], ['/international-orders', 'internationalOrders'], ['/dealer-program', 'dealerProgram'], ['/account/recently-viewed', 'affiliate']],
  },
  { title: 'myAccount', links: [['/account/login', 'login'], ['/account/orders', 'orderStatus'], ['/account/my-wishlist', 'wishlist'], ['/account/recently-viewed', 'recentlyViewed']] },
  {
    title: 'customerService',
    links: [['/contact-us', 'contactUs'], ['/return-policy', 'returnPolicy'], ['/shipping-policy', 'shippingPolicy'], ['/warranty-information', 'warranty'], ['/privacy-policy', 'privacyPolicy'], ['/terms-and-conditions', 'terms']],
  },
] as const;

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  return (
    <footer className="render-near site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-6">
        {GROUPS.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
            <h2 id={`footer-${group.title}`} className="footer-title mb-3">
              {t(group.title)}
            </h2>
            <ul className="space-y-2 text-sm">
              {group.links.map(([href, key]) => (
                <li key={key}>
                  <LocalLink href={href} locale={locale}>
                    {t(key)}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className="sm:col-span-2" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="footer-title mb-3">
            {t('newsletterTitle')}
          </h2>
          <p className="mb-3 text-sm">{t('newsletterText')}</p>
          <NewsletterForm />
          <h2 className="footer-title mb-2 mt-6">{t('social')}</h2>
          <ul className="flex flex-wrap gap-4 text-sm">
            <li>
              <a href={SOCIAL_URL} target="_blank" rel="noopener noreferrer">
                {t('instagram')}
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>
                {t('email', { email: SUPPORT_EMAIL })}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <p className="footer-title mb-2 text-xs">{t('paymentMethods')}</p>
            <PaymentIcons />
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <LanguageSelect tone="dark" />
            <div className="flex items-center gap-2">
              <span className="text-sm font-semibold">{t('currency')}</span>
              <CurrencySwitcher />
            </div>
          </div>
        </div>
        {/* On a phone the chat button floats over the screen's bottom corner: the page's end scrolls clear of it. */}
        <p className="px-4 pb-24 text-center text-xs text-white/60 sm:pb-6">{t('copyright', { year: await currentYear() })}</p>
      </div>
    </footer>
  );
}

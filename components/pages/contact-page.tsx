import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/link';
import { MAILING_ADDRESS, MAILING_COUNTRY, SUPPORT_EMAIL } from '@/lib/shop/content';
import { regionName } from '@/lib/i18n/region-name';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { ContactForm } from '@/components/forms/request-forms';
import { StaticPage } from './static-page';

export async function ContactPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages.contactUs' });
  return (
    <StaticPage locale={locale} pageKey="contactUs" wide>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
        <div className="space-y-5">
          <section className="rounded-lg border border-line p-5">
            <h2 className="text-base font-bold">{t('emailTitle')}</h2>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="mt-1 inline-block break-all font-semibold text-brand hover:underline">
              {SUPPORT_EMAIL}
            </a>
            <p className="mt-2 text-sm text-muted">{t('emailText')}</p>
          </section>
          <section className="rounded-lg border border-line p-5">
            <h2 className="text-base font-bold">{t('hoursTitle')}</h2>
            <p className="mt-1 text-sm">{t('hours')}</p>
            <p className="mt-2 text-sm text-muted">{t('hoursNote')}</p>
          </section>
          <section className="rounded-lg border border-line p-5">
            <h2 className="text-base font-bold">{t('mailTitle')}</h2>
            <address className="mt-1 text-sm not-italic">
              {MAILING_ADDRESS.map((line) => (
                <span key={line} lang="en" className="block">
                  {line}
                </span>
              ))}
              <span className="block">{regionName(locale, MAILING_COUNTRY)}</span>
            </address>
            <p className="mt-3 rounded border border-warning/30 bg-warning/5 p-3 text-sm text-warning">{t('mailWarning')}</p>
          </section>
          <section className="rounded-lg bg-surface p-5">
            <h2 className="text-base font-bold">{t('shortcutsTitle')}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              <li>
                <Link href="/return-policy" className="text-brand hover:underline">
                  {t('shortcutReturns')}
                </Link>
              </li>
              <li>
                <Link href="/warranty-information" className="text-brand hover:underline">
                  {t('shortcutWarranty')}
                </Link>
              </li>
              <li>
                <Link href="/faqs" className="text-brand hover:underline">
                  {t('shortcutFaqs')}
                </Link>
              </li>
            </ul>
          </section>
        </div>
        <ScopedMessages locale={locale} namespaces={['forms']} withLayout>
          <ContactForm />
        </ScopedMessages>
      </div>
    </StaticPage>
  );
}

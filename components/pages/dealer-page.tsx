import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { SUPPORT_EMAIL } from '@/lib/shop/content';
import { PolicyPage } from './policy-page';

/** Dealers apply by e-mail with their business documents; there is no online application. */
export async function DealerPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'policies.dealer' });
  const href = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('applySubject'))}`;
  return (
    <PolicyPage locale={locale} pageKey="dealerProgram" policy="dealer">
      <div className="mt-10 rounded-lg border-2 border-brand p-6 text-center">
        <h2 className="text-xl font-bold">{t('applyTitle')}</h2>
        <p className="mx-auto mt-2 max-w-xl text-sm text-muted">{t('applyText')}</p>
        <a href={href} className="mt-4 inline-block rounded bg-brand px-6 py-2.5 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand-dark">
          {t('apply')}
        </a>
      </div>
    </PolicyPage>
  );
}

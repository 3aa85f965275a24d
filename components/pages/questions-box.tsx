import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/link';
import { SUPPORT_EMAIL } from '@/lib/shop/content';

/** The closing box of every static page: support is by e-mail only, so the address is the way in. */
export async function QuestionsBox({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <aside className="mt-12 rounded-lg bg-ink p-6 text-white sm:flex sm:items-center sm:justify-between sm:gap-6">
      <div>
        <h2 className="text-lg font-bold">{t('questionsTitle')}</h2>
        <p className="mt-1 text-sm text-white/80">{t('questionsText')}</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-3 sm:mt-0 sm:shrink-0">
        <a href={`mailto:${SUPPORT_EMAIL}`} className="rounded bg-brand px-4 py-2 text-sm font-semibold hover:bg-brand-dark">
          {SUPPORT_EMAIL}
        </a>
        <Link href="/contact-us" className="rounded border border-white/40 px-4 py-2 text-sm font-semibold hover:bg-white hover:text-ink">
          {t('contactUs.title')}
        </Link>
      </div>
    </aside>
  );
}

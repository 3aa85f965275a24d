import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/link';
import { SUPPORT_EMAIL } from '@/lib/shop/content';

export async function AboutContact({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.about' });
  return (
    <section aria-labelledby="about-title" className="meets-footer render-near bg-ink py-12 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 md:grid-cols-2">
        <div>
          <h2 id="about-title" className="mb-3 text-2xl font-black uppercase">
            {t('title')}
          </h2>
          <p className="mb-3 text-sm leading-relaxed text-white/80">{t('text')}</p>
          <p className="text-sm leading-relaxed text-white/80">{t('text2')}</p>
        </div>
        <div className="rounded-lg bg-white/5 p-6">
          <h3 className="mb-2 text-lg font-black uppercase">{t('contactTitle')}</h3>
          <p className="mb-4 text-sm text-white/80">{t('contactText')}</p>
          <p className="mb-4">
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-white underline hover:text-brand">
              {SUPPORT_EMAIL}
            </a>
          </p>
          <Link href="/contact-us" className="inline-block rounded bg-brand px-5 py-2.5 text-sm font-bold uppercase hover:bg-brand-dark">
            {t('contactCta')}
          </Link>
        </div>
      </div>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { messageLists } from '@/lib/i18n/message-lists';
import type { Locale } from '@/lib/i18n/routing';
import { StaticPage } from './static-page';
import { QuestionsBox } from './questions-box';

export const FAQ_GROUPS = ['orders', 'shipping', 'returns', 'warranty', 'payment', 'account'] as const;
type Faq = { q: string; a: string };

/** Questions grouped by topic; each answer opens in place (native details, keyboard-ready). */
export async function FaqsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'faqs' });
  return (
    <StaticPage locale={locale} pageKey="faqs">
      <nav aria-label={t('topics')} className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {FAQ_GROUPS.map((group) => (
            <li key={group}>
              <a href={`#faq-${group}`} className="inline-block rounded-full border border-line px-4 py-1.5 text-sm font-semibold hover:border-ink">
                {t(`${group}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-10">
        {FAQ_GROUPS.map((group) => (
          <section key={group} id={`faq-${group}`} aria-labelledby={`faq-${group}-title`} className="scroll-mt-24">
            <h2 id={`faq-${group}-title`} className="mb-3 text-xl font-bold">
              {t(`${group}.title`)}
            </h2>
            <div className="divide-y divide-line rounded-lg border border-line">
              {(messageLists(t.raw(`${group}.items`)) as Faq[]).map((faq) => (
                <details key={faq.q} className="group px-4 open:bg-surface">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
                    <span>{faq.q}</span>
                    <span aria-hidden="true" className="text-xl leading-none text-brand transition-transform group-open:rotate-45">
                      +
                    </span>
                  </summary>
                  <p className="pb-4 text-[15px] leading-relaxed text-ink/90">{faq.a}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <QuestionsBox locale={locale} />
    </StaticPage>
  );
}

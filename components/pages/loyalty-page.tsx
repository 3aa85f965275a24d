import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/link';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import { BIRTHDAY_POINTS, POINTS_PER_DOLLAR_SPENT, POINTS_PER_USD, pointsToUsd, REDEEM_TIERS, REFERRAL_REWARD_USD, REVIEW_POINTS, SIGN_UP_POINTS } from '@/lib/shop/cart';
import { StaticPage } from './static-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { ReferralShare } from './referral-share';
import { QuestionsBox } from './questions-box';

const EARN = [
  { key: 'purchase', points: POINTS_PER_DOLLAR_SPENT },
  { key: 'signUp', points: SIGN_UP_POINTS },
  { key: 'review', points: REVIEW_POINTS },
  { key: 'birthday', points: BIRTHDAY_POINTS },
] as const;
const STEPS = ['join', 'earn', 'redeem'] as const;

export async function LoyaltyPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'loyalty' });
  const referralUrl = absoluteUrl(localizedPath(locale, '/account/register'));
  return (
    <StaticPage locale={locale} pageKey="loyaltyRewards" wide>
      <section aria-labelledby="loyalty-join" className="rounded-xl bg-ink px-6 py-10 text-center text-white sm:px-10">
        <h2 id="loyalty-join" className="text-2xl font-black sm:text-3xl">
          {t('heroTitle', { points: SIGN_UP_POINTS })}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-white/80">{t('heroText', { points: POINTS_PER_DOLLAR_SPENT })}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/account/register" className="rounded bg-brand px-6 py-2.5 text-sm font-bold uppercase tracking-wide hover:bg-brand-dark">
            {t('joinNow')}
          </Link>
          <Link href="/account/login" className="rounded border border-white/50 px-6 py-2.5 text-sm font-bold uppercase tracking-wide hover:bg-white hover:text-ink">
            {t('login')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="loyalty-how" className="mt-12">
        <h2 id="loyalty-how" className="mb-5 text-2xl font-bold">
          {t('howTitle')}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-lg border border-line p-5">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand text-sm font-black text-white" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-3 font-bold">{t(`steps.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`steps.${step}.text`, { points: SIGN_UP_POINTS, perUsd: POINTS_PER_USD })}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="loyalty-earn" className="mt-12">
        <h2 id="loyalty-earn" className="mb-5 text-2xl font-bold">
          {t('earnTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {EARN.map(({ key, points }) => (
            <li key={key} className="rounded-lg bg-surface p-5">
              <p className="text-2xl font-black text-brand">{t(`earn.${key}.points`, { points })}</p>
              <h3 className="mt-1 font-bold">{t(`earn.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`earn.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="loyalty-redeem" className="mt-12">
        <h2 id="loyalty-redeem" className="text-2xl font-bold">
          {t('redeemTitle')}
        </h2>
        <p className="mb-5 mt-1 text-sm text-muted">{t('redeemText', { points: POINTS_PER_USD, amount: 1 })}</p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {REDEEM_TIERS.map((points) => (
            <li key={points} className="rounded-lg border border-line p-4 text-center">
              <p className="text-sm font-semibold text-muted">{t('tierPoints', { points })}</p>
              <p className="mt-1 text-2xl font-black">{t('tierValue', { amount: pointsToUsd(points) })}</p>
            </li>
          ))}
        </ul>
      </section>

      <ScopedMessages locale={locale} namespaces={['loyalty']}>
        <ReferralShare url={referralUrl} amount={REFERRAL_REWARD_USD} />
      </ScopedMessages>

      <section aria-labelledby="loyalty-faq" className="mt-12 rounded-lg border border-line p-6 sm:flex sm:items-center sm:justify-between sm:gap-6">
        <div>
          <h2 id="loyalty-faq" className="text-lg font-bold">
            {t('faqTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('faqText')}</p>
        </div>
        <Link href="/faqs#faq-account" className="mt-4 inline-block shrink-0 rounded border border-ink px-5 py-2 text-sm font-semibold hover:bg-ink hover:text-white sm:mt-0">
          {t('faqLink')}
        </Link>
      </section>
      <QuestionsBox locale={locale} />
    </StaticPage>
  );
}

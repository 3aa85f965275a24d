'use client';
import { useState } from 'react';
import { lazyClient } from '@/components/ui/lazy-client';
import { useTranslations } from '#intl';
import { useRouter } from '@/lib/i18n/navigation';
import type { Question, Review, ReviewStats } from '@/lib/shop/types';
import { ReviewSummary } from './review-summary';
import { ReviewList } from './review-list';
import { QuestionList } from './question-list';
import { SuccessDialog } from './success-dialog';
import { useVisitorReactions } from './use-visitor-reactions';

// The forms (and the validation library they bring) load only when a shopper opens one.
const ReviewForm = lazyClient(() => import('./review-form').then((loaded) => loaded.ReviewForm));
const QuestionForm = lazyClient(() => import('./question-form').then((loaded) => loaded.QuestionForm));

type ReviewsAreaProps = {
  productSlug: string;
  reviews: Review[];
  questions: Question[];
  stats: ReviewStats;
  /**
   * The summary's and the lists' counts in words, written by the server: their plural messages,
   * built in the browser, would cost a phone ICU's start during hydration ("Hydration builds no Intl
   * object" in docs/decisions.md). A new entry reaches them through the refresh below.
   */
  counts: ReviewCountTexts;
};

export type ReviewCountTexts = { basedOn: string; starLabels: string[]; reviews: string; questions: string };

/** Summary, the two mutually exclusive forms, and the review and question lists. */
export function ReviewsArea({ productSlug, reviews, questions, stats, counts }: ReviewsAreaProps) {
  const reactions = useVisitorReactions({ reviews, questions });
  const t = useTranslations('reviews');
  const tq = useTranslations('questions');
  const router = useRouter();
  const [form, setForm] = useState<'review' | 'question' | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  function done(kind: 'review' | 'question') {
    setForm(null);
    setSuccess(kind === 'review' ? t('reviewSubmitted') : tq('submitted'));
    // The page is rendered per request: a refresh brings the new entry in.
    router.refresh();
  }

  const toggle = (kind: 'review' | 'question') => setForm((open) => (open === kind ? null : kind));
  const buttonClass = (active: boolean) =>
    `rounded px-4 py-2 font-bold ${active ? 'bg-brand text-white' : 'border border-ink text-ink hover:bg-ink hover:text-white'}`;

  return (
    <section id="reviews" className="mt-12 border-t border-line pt-8" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="mb-4 text-xl font-black uppercase">
        {t('heading')}
      </h2>
      <ReviewSummary stats={stats} basedOn={counts.basedOn} starLabels={counts.starLabels} />
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" onClick={() => toggle('review')} aria-expanded={form === 'review'} className={buttonClass(form === 'review')}>
          {t('writeReview')}
        </button>
        <button type="button" onClick={() => toggle('question')} aria-expanded={form === 'question'} className={buttonClass(form === 'question')}>
          {tq('ask')}
        </button>
      </div>
      <div className="mt-5">
        {form === 'review' && <ReviewForm product={productSlug} onSuccess={() => done('review')} />}
        {form === 'question' && <QuestionForm product={productSlug} onSuccess={() => done('question')} />}
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="mb-2 text-lg font-bold">{counts.reviews}</h3>
          <ReviewList product={productSlug} reviews={reviews} reactions={reactions} />
        </div>
        <div>
          <h3 className="mb-2 text-lg font-bold">{counts.questions}</h3>
          <QuestionList product={productSlug} questions={questions} reactions={reactions} />
        </div>
      </div>

      {success && <SuccessDialog message={success} onClose={() => setSuccess(null)} />}
    </section>
  );
}

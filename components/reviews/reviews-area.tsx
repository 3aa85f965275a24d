'use client';
import { useState, type ReactNode } from 'react';
import { lazyClient } from '@/components/ui/lazy-client';
import { useTranslations } from '#intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useVisitorReactions } from './use-visitor-reactions';
import { VisitorReactionsProvider } from './visitor-reactions';

// The forms (and the validation library they bring) load only when a shopper opens one.
const ReviewForm = lazyClient(() => import('./review-form').then((loaded) => loaded.ReviewForm));
const QuestionForm = lazyClient(() => import('./question-form').then((loaded) => loaded.QuestionForm));
// The thanks that follows a sent form: its code is fetched when a form opens, so it is there by then.
const loadSuccessDialog = () => import('./success-dialog');
const SuccessDialog = lazyClient(() => loadSuccessDialog().then((loaded) => loaded.SuccessDialog));

type ReviewsAreaProps = {
  productSlug: string;
  /** The entries shown, whose reactions by this visitor are asked for once the page is in the browser. */
  entries: { reviews: { id: number }[]; questions: { id: number }[] };
  /**
   * The summary and the two lists, rendered by the server (`ReviewSummary`, `ReviewList`,
   * `QuestionList`): the browser carries only their sort boxes and reaction buttons. Their plural
   * counts are the server's words too: built in the browser they would cost a phone ICU's start
   * during hydration ("Hydration builds no Intl object" in docs/decisions.md). A new entry reaches
   * them through the refresh below.
   */
  summary: ReactNode;
  reviewList: ReactNode;
  questionList: ReactNode;
  /** The lists' headings, with their counts in words. */
  headings: { reviews: string; questions: string };
};

/** Summary, the two mutually exclusive forms, and the review and question lists. */
export function ReviewsArea({ productSlug, entries, summary, reviewList, questionList, headings }: ReviewsAreaProps) {
  const reactions = useVisitorReactions(entries);
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

  const toggle = (kind: 'review' | 'question') => {
    loadSuccessDialog().catch(() => undefined);
    setForm((open) => (open === kind ? null : kind));
  };
  const buttonClass = (active: boolean) =>
    `talk-button ${active ? 'bg-brand text-white' : 'talk-button-idle'}`;

  return (
    <section id="reviews" className="mt-12 border-t border-line pt-8" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="mb-4 text-xl font-black uppercase">
        {t('heading')}
      </h2>
      {summary}
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

      <VisitorReactionsProvider reactions={reactions}>
        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="mb-2 text-lg font-bold">{headings.reviews}</h3>
            {reviewList}
          </div>
          <div>
            <h3 className="mb-2 text-lg font-bold">{headings.questions}</h3>
            {questionList}
          </div>
        </div>
      </VisitorReactionsProvider>

      {success && <SuccessDialog message={success} onClose={() => setSuccess(null)} />}
    </section>
  );
}

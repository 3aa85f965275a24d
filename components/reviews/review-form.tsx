'use client';
import { useTranslations } from '#intl';
import { reviewFormSchema } from '@/lib/shop/talk';
import { ReviewField, inputClass, ReviewerFields } from './field';
import { ImagePicker } from './image-picker';
import { useReviewPost } from './use-post';
import { formProblem } from './form-problem';

const EMPTY = { name: '', email: '', rating: 0, title: '', experience: '' };

export function ReviewForm({ product, onSuccess }: { product: string; onSuccess: () => void }) {
  const t = useTranslations('reviews');
  const post = useReviewPost('/api/reviews', product, EMPTY);
  const { values, set } = post;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = reviewFormSchema.safeParse(values);
    if (!parsed.success) return post.show(t(formProblem(parsed.error)));
    if (await post.submit(parsed.data)) onSuccess();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded border border-line p-4" aria-labelledby="review-form-title" data-testid="review-form">
      <h3 id="review-form-title" className="text-lg font-bold">
        {t('writeReview')}
      </h3>
      <ReviewerFields values={values} set={set} labels={{ name: t('name'), email: t('email') }} />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">
          {t('rating')} <span aria-hidden="true" className="text-brand">*</span>
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="relative cursor-pointer" title={t('starsLabel', { count: star })}>
              <input type="radio" name="rating" value={star} checked={values.rating === star} onChange={() => post.setValues({ ...values, rating: star })} className="peer sr-only" />
              <span className="sr-only">{t('starsLabel', { count: star })}</span>
              <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" className={`peer-focus-visible:outline-2 peer-focus-visible:outline-brand ${star <= values.rating ? 'text-warning' : 'text-line'}`} fill="currentColor">
                <path d="M12 2l3 6.5 7 .9-5.1 4.8 1.3 7-6.2-3.5-6.2 3.5 1.3-7L2 9.4l7-.9z" />
              </svg>
            </label>
          ))}
        </div>
      </fieldset>
      <ReviewField label={t('reviewTitle')}>{(id) => <input id={id} value={values.title} onChange={set('title')} maxLength={150} className={inputClass} />}</ReviewField>
      <ReviewField label={t('experience')}>
        {(id) => <textarea id={id} value={values.experience} onChange={set('experience')} rows={5} maxLength={5000} className={inputClass} />}
      </ReviewField>
      <ImagePicker images={post.images} onChange={post.setImages} onError={post.show} />
      {post.message && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {post.message}
        </p>
      )}
      <button type="submit" disabled={post.busy} className="self-start rounded bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark disabled:opacity-60">
        {post.busy ? t('submitting') : t('submitReview')}
      </button>
    </form>
  );
}

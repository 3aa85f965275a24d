'use client';
import { useTranslations } from '#intl';
import { questionFormSchema } from '@/lib/shop/talk';
import { ReviewField, inputClass, ReviewerFields } from './field';
import { ImagePicker } from './image-picker';
import { useReviewPost } from './use-post';
import { formProblem } from './form-problem';

const EMPTY = { name: '', email: '', question: '' };

export function QuestionForm({ product, onSuccess }: { product: string; onSuccess: () => void }) {
  const t = useTranslations('questions');
  const tr = useTranslations('reviews');
  const post = useReviewPost('/api/questions', product, EMPTY);
  const { values, set } = post;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = questionFormSchema.safeParse(values);
    if (!parsed.success) {
      const problem = formProblem(parsed.error);
      return post.show(problem === 'emailInvalid' ? tr('emailInvalid') : t('fillAllFields'));
    }
    if (await post.submit(parsed.data)) onSuccess();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded border border-line p-4" aria-labelledby="question-form-title" data-testid="question-form">
      <h3 id="question-form-title" className="text-lg font-bold">
        {t('ask')}
      </h3>
      <ReviewerFields values={values} set={set} labels={{ name: tr('name'), email: tr('email') }} />
      <ReviewField label={t('question')}>
        {(id) => <textarea id={id} value={values.question} onChange={set('question')} rows={4} maxLength={2000} className={inputClass} />}
      </ReviewField>
      <ImagePicker images={post.images} onChange={post.setImages} onError={post.show} />
      {post.message && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {post.message}
        </p>
      )}
      <button type="submit" disabled={post.busy} className="self-start rounded bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark disabled:opacity-60">
        {post.busy ? tr('submitting') : t('submit')}
      </button>
    </form>
  );
}

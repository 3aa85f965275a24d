import { useLocale, useTranslations } from '#intl';
import { textLang } from '@/lib/i18n/text-lang';
import type { Question } from '@/lib/shop/talk';
import { formatReviewDate, QUESTION_SORTS, reviewImageUrl, sortQuestions, type QuestionSort } from '@/lib/shop/talk';
import { ReactionButtons, SortedList } from './deferred-islands';
import { ReviewImages } from './review-images';

/** Rendered by the server; the shopper's sort only reorders its entries (`SortedList`). */
export function QuestionList({ product, questions }: { product: string; questions: Question[] }) {
  const t = useTranslations('questions');
  const tr = useTranslations('reviews');
  const locale = useLocale();
  if (questions.length === 0) return <p className="text-muted">{t('none')}</p>;
  return (
    <SortedList
      label={tr('sortLabel')}
      options={QUESTION_SORTS.map((value) => ({ value, label: tr(`sort.${value}`) }))}
      orders={Object.fromEntries(QUESTION_SORTS.map((sort) => [sort, sortQuestions(questions, sort).map((question) => questions.indexOf(question))])) as Record<QuestionSort, number[]>}
      testId="question-list"
    >
      {questions.map((question) => (
        <li key={question.id} className="py-4" data-testid="question">
          <p className="font-bold">
            <span className="mr-1 text-brand">{t('q')}</span>
            <span lang={textLang(question.lang, locale)}>{question.question}</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            <span className="font-semibold text-ink">{question.name}</span> · <time dateTime={question.createdAt}>{formatReviewDate(question.createdAt)}</time>
          </p>
          <ReviewImages images={question.images.map(reviewImageUrl)} label={t('questionImage', { name: question.name })} />
          {question.answers.map((answer) => (
            <div key={answer.id} className="mt-3 rounded border-l-4 border-brand bg-surface p-3 text-sm">
              <p className="mb-1 text-xs font-bold uppercase text-brand">{t('shopAnswer')}</p>
              <p className="whitespace-pre-line" lang={textLang(answer.lang, locale)}>
                {answer.response}
              </p>
            </div>
          ))}
          <div className="mt-3">
            <ReactionButtons
              endpoint={`/api/questions/${question.id}/reaction`}
              product={product}
              counts={{ up: question.helpful, down: question.unhelpful }}
              reactionKey={`question:${question.id}`}
              values={{ up: 'helpful', down: 'unhelpful', none: 'none' }}
              answerKeys={{ up: 'helpful', down: 'unhelpful' }}
              labels={{ up: t('helpful'), down: t('unhelpful') }}
            />
          </div>
        </li>
      ))}
    </SortedList>
  );
}

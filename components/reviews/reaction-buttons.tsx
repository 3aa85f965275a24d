'use client';
import { useState } from 'react';
import { useLocale } from '#intl';
import { optimisticCounts, toggleReaction, type ReactionChoice } from '@/lib/shop/talk';
import { useVisitorReaction } from './visitor-reactions';

type ReactionButtonsProps = {
  /** The reaction endpoint, e.g. /api/reviews/12/reaction. */
  endpoint: string;
  /** The product's slug: the shop reads the item's current counts through it. */
  product: string;
  counts: { up: number; down: number };
  /** `${kind}:${id}`: where the visitor's stored choice is found (`useVisitorReaction`). */
  reactionKey: string;
  /** What the server calls up, down and none for this kind of item. */
  values: { up: string; down: string; none: string };
  /** Names of the counts in the server's answer. */
  answerKeys: { up: string; down: string };
  labels: { up: string; down: string };
};

/** Two mutually exclusive toggles; the server stores the choice and its counts replace the guess. */
export function ReactionButtons({ endpoint, product, counts: initialCounts, reactionKey, values, answerKeys, labels }: ReactionButtonsProps) {
  const locale = useLocale();
  const initialChoice = useVisitorReaction(reactionKey);
  // The visitor's stored choice arrives after the cached page renders; until they press a
  // button themselves, the latest one known is shown.
  const [pressed, setPressed] = useState<{ counts: { up: number; down: number }; choice: ReactionChoice } | null>(null);
  const state = pressed ?? { counts: initialCounts, choice: initialChoice };
  const [pending, setPending] = useState(false);

  async function press(button: 'up' | 'down') {
    if (pending) return;
    const before = state;
    const choice = toggleReaction(before.choice, button);
    setPressed({ choice, counts: optimisticCounts(before.counts, before.choice, choice) });
    setPending(true);
    // The request's code comes with the first press, as the newsletter's does: it is the same chunk.
    // If it cannot be fetched the guess is taken back, as when the request itself fails.
    const result = await import('@/lib/client/post-json').then(
      ({ postJson }) => postJson<Record<string, number>>(endpoint, { value: values[choice], product }, locale),
      () => ({ ok: false as const }),
    );
    setPending(false);
    if (result.ok) setPressed({ choice, counts: { up: result.data[answerKeys.up], down: result.data[answerKeys.down] } });
    else setPressed(before);
  }

  return (
    <div className="flex items-center gap-2 text-sm">
      {(['up', 'down'] as const).map((button) => (
        <button
          key={button}
          type="button"
          onClick={() => press(button)}
          aria-pressed={state.choice === button}
          className={`flex items-center gap-1 rounded border px-2 py-1 ${state.choice === button ? 'border-brand bg-brand/10 text-brand' : 'border-line text-muted hover:border-ink'}`}
        >
          <ThumbIcon down={button === 'down'} />
          <span>{labels[button]}</span>
          <span className="tabular-nums" data-testid={`count-${button}`}>
            {state.counts[button]}
          </span>
        </button>
      ))}
    </div>
  );
}

/** Drawn by the `icon-thumb` class in globals.css: one drawing for every review's buttons. */
const ThumbIcon = ({ down }: { down: boolean }) => <span className={`icon-mask icon-thumb${down ? ' rotate-180' : ''}`} aria-hidden="true" />;

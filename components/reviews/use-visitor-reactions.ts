'use client';
import { useEffect, useState } from 'react';
import type { ReactionChoice } from '@/lib/shop/talk';

type Items = { reviews: readonly { id: number }[]; questions: readonly { id: number }[] };

/**
 * This visitor's reactions on the page's reviews and questions, keyed `${kind}:${id}`. The page
 * is cached for every visitor, so the pressed state is asked for once the page is in the browser.
 */
export function useVisitorReactions({ reviews, questions }: Items): Record<string, ReactionChoice> {
  const [reactions, setReactions] = useState<Record<string, ReactionChoice>>({});
  const query = new URLSearchParams({ reviews: reviews.map((r) => r.id).join(','), questions: questions.map((q) => q.id).join(',') }).toString();
  const empty = reviews.length + questions.length === 0;

  useEffect(() => {
    if (empty) return;
    const controller = new AbortController();
    fetch(`/api/reactions?${query}`, { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { reactions?: Record<string, ReactionChoice> } | null) => {
        if (body?.reactions) setReactions(body.reactions);
      })
      // Unpressed toggles are the right fallback: the visitor can still react.
      .catch(() => undefined);
    return () => controller.abort();
  }, [query, empty]);

  return reactions;
}

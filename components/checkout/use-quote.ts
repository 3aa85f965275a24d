'use client';
import useSWR from 'swr';
import { postJson } from '@/lib/client/post-json';
import type { CartTotals } from '@/lib/shop/cart';
import type { QuotedLine } from '@/lib/shop/orders';
import type { QuoteRequest } from '@/lib/shop/orders';

export type Quote = CartTotals & { currency: 'USD'; lines: QuotedLine[]; needsApproval: boolean };
export type QuoteState = { status: 'loading' } | { status: 'ready'; quote: Quote } | { status: 'failed'; message: string | null };

class QuoteFailed extends Error {}

async function fetchQuote([, body, locale]: [string, string, string]): Promise<Quote> {
  const result = await postJson<{ quote: Quote }>('/api/orders/quote', JSON.parse(body), locale);
  if (!result.ok) throw new QuoteFailed(result.message ?? '');
  return result.data.quote;
}

/** The server's current price for the basket, asked again whenever the basket or its options change. */
export function useQuote(request: QuoteRequest | null, locale: string): { state: QuoteState; refresh: () => void } {
  const { data, error, isValidating, mutate } = useSWR(request ? ['quote', JSON.stringify(request), locale] : null, fetchQuote, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: false,
  });
  const refresh = () => void mutate();
  if (error && !isValidating) return { state: { status: 'failed', message: (error as Error).message || null }, refresh };
  if (!data || isValidating) return { state: { status: 'loading' }, refresh };
  return { state: { status: 'ready', quote: data }, refresh };
}

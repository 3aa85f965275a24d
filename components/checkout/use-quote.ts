'use client';
import { useCallback, useEffect, useState } from 'react';
import { postJson } from '@/lib/api/client';
import type { CartTotals } from '@/lib/pricing/cart-totals';
import type { QuotedLine } from '@/lib/orders/price-order';
import type { QuoteRequest } from '@/lib/orders/order-request';

export type Quote = CartTotals & { currency: 'USD'; lines: QuotedLine[]; needsApproval: boolean };
export type QuoteState = { status: 'loading' } | { status: 'ready'; quote: Quote } | { status: 'failed'; message: string | null };

/** The server's current price for the basket, asked again whenever the basket or its options change. */
export function useQuote(request: QuoteRequest | null, locale: string): { state: QuoteState; refresh: () => void } {
  const [state, setState] = useState<QuoteState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => {
    if (!key) return;
    let current = true;
    setState({ status: 'loading' });
    void postJson<{ quote: Quote }>('/api/orders/quote', JSON.parse(key), locale).then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'ready', quote: result.data.quote } : { status: 'failed', message: result.message });
    });
    return () => {
      current = false;
    };
  }, [key, locale, round]);

  const refresh = useCallback(() => setRound((value) => value + 1), []);
  return { state, refresh };
}

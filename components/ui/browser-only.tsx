'use client';
import type { ComponentType } from 'react';
import { useHydrated } from '@/lib/client/hooks/use-hydrated';
import { lazyClient } from './lazy-client';

/**
 * A view of what only the browser holds (the stored cart, the stored lists): its code is fetched once
 * the page is hydrated, while the stores read their shapes, and `Placeholder` (the view's own
 * waiting state, also the server's HTML) stands in until then. The server never imports the view, so
 * nothing streams and a cached page stays whole.
 */
export function browserOnly<P extends object>(load: () => Promise<ComponentType<P>>, Placeholder: ComponentType): ComponentType<P> {
  const View = lazyClient(load, <Placeholder />);
  function BrowserOnly(props: P) {
    return useHydrated() ? <View {...props} /> : <Placeholder />;
  }
  return BrowserOnly;
}

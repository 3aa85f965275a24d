import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A client component whose code is fetched the first time it renders, with `fallback` in its place
 * until then. It is React's `lazy` inside a Suspense boundary of its own, so a panel still loading
 * never suspends the page around it. next/dynamic does the same for these panels, which are only
 * ever rendered in the browser after a shopper's action, but it brought its loader, chunk preloading
 * and server bail-out code (about 1.4 KB gzip) into every page's first load.
 */
export function lazyClient<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyClient(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyClient;
}

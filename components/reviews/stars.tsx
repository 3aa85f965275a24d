import type { CSSProperties } from 'react';

/**
 * Five stars, `rating` of them filled (the `stars` class in globals.css draws them); the number itself
 * is given to screen readers by the caller.
 */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return <span className={className ? `stars ${className}` : 'stars'} style={{ '--stars': filled } as CSSProperties} aria-hidden="true" />;
}

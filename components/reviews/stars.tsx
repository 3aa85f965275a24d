import { starRowPath } from '@/lib/shop/talk';

/** Five stars, `rating` of them filled; the number itself is given to screen readers by the caller. */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span className={`inline-flex text-warning ${className}`} aria-hidden="true">
      <svg width="80" height="16" viewBox="0 0 120 24" stroke="currentColor" strokeWidth="1.5">
        {filled > 0 && <path d={starRowPath(0, filled)} fill="currentColor" />}
        {filled < 5 && <path d={starRowPath(filled, 5 - filled)} fill="none" />}
      </svg>
    </span>
  );
}

import { flagEmoji } from '@/lib/currency/currencies';

/** A country's flag as emoji text; a globe when the country is unknown. Decorative: the name is always beside it. */
export function Flag({ countryCode, className }: { countryCode: string | null; className?: string }) {
  return (
    <span aria-hidden="true" className={className}>
      {(countryCode && flagEmoji(countryCode)) || '🌐'}
    </span>
  );
}

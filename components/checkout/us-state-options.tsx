import { US_STATES } from '@/lib/shop/orders';

/** The choices of a US state select: a disabled prompt, then the 50 states and DC. */
export function UsStateOptions({ prompt }: { prompt: string }) {
  return (
    <>
      <option value="" disabled>
        {prompt}
      </option>
      {US_STATES.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}

/**
 * How long an unpaid order keeps its stock. A card payment happens within the hour, so Stripe
 * orders hold for 60 minutes; a bank transfer takes days, so manual orders hold for 3 days.
 * An order awaiting pre-approval holds for 3 days too: the team answers within a business day.
 */
export const DEFAULT_HOLD_MINUTES = { stripe: 60, manual: 3 * 24 * 60, approval: 3 * 24 * 60 } as const;

export type HoldKind = keyof typeof DEFAULT_HOLD_MINUTES;

/** ORDER_HOLD_MINUTES, when set, applies to payment holds; approval keeps its own. */
export function holdMinutes(kind: HoldKind, configured: number | undefined): number {
  if (kind === 'approval') return DEFAULT_HOLD_MINUTES.approval;
  return configured ?? DEFAULT_HOLD_MINUTES[kind];
}

export function holdUntil(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

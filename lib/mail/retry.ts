/** After this many failed attempts a mail stays in the outbox for the operator (`npm run outbox`). */
export const MAX_MAIL_ATTEMPTS = 8;

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 3600_000;

/** Exponential backoff: 1, 2, 4 ... minutes after each failure, at most 6 hours. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1));
}

import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/open';
import { outbox } from '@/lib/db/schema';

/** The part of a nodemailer transport the sender uses, so tests and scripts can pass their own. */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
};

// A claimed row is not picked again for this long, unless its sender records the outcome first.
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

export type DeliveryReport = { sent: number; failed: number };

/**
 * Sends the mail that is due. Rows are claimed in one statement (`FOR UPDATE SKIP LOCKED`),
 * which also counts the attempt and leases them, so several instances never send one twice
 * and no transaction stays open while the SMTP server answers. Leases and retry times count
 * from the pass's own clock, `now`, so a pass run for a given time is repeatable.
 */
export async function deliverDueMail(database: Database, transport: MailTransport, from: string, now = new Date()): Promise<DeliveryReport> {
  const due = database
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_MAIL_ATTEMPTS), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await database
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();

  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    try {
      await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.body, html: row.html ?? undefined });
      await database.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, row.id));
      report.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await database
        .update(outbox)
        .set({ lastError: message.slice(0, 500), nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) })
        .where(eq(outbox.id, row.id));
      report.failed++;
    }
  }
  return report;
}

/** Mail still waiting, oldest first: for `npm run outbox` and the operator. */
export function unsentMail(database: Database) {
  return database.select().from(outbox).where(isNull(outbox.sentAt)).orderBy(asc(outbox.id));
}

/** After this many failed attempts a mail stays in the outbox for the operator (`npm run outbox`). */
export const MAX_MAIL_ATTEMPTS = 8;

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 3600_000;

/** Exponential backoff: 1, 2, 4 ... minutes after each failure, at most 6 hours. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1));
}

import 'server-only';
import type { Database } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';

/**
 * Outgoing mail. The embedded shop has no mail server: messages wait in the outbox table,
 * where the operator reads them (docs/operations.md); an SMTP sender would drain it.
 */
export async function sendMail(database: Database, mail: { to: string; subject: string; body: string }): Promise<void> {
  await database.insert(outbox).values(mail);
}

import type { Database } from '@/lib/db/open';
import { outbox } from '@/lib/db/schema';
import type { Mail } from './render';

/**
 * Puts a mail in the outbox. Pass the transaction that writes what the mail is about, so the
 * mail exists exactly when the order, token or submission does; the sender delivers it later.
 */
export async function queueMail(database: Database, mail: Mail): Promise<void> {
  await database.insert(outbox).values({ to: mail.to, subject: mail.subject, body: mail.text, html: mail.html });
}

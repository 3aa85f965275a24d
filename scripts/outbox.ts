/**
 * Mail waiting in the outbox.
 *   npm run outbox           print every unsent mail (the way to read mail in development, without SMTP_URL)
 *   npm run outbox -- send   deliver what is due now through SMTP_URL (the server does this by itself)
 * Uses DATABASE_URL when set, otherwise the PGlite files under DATA_DIR (stop the server first).
 */
import { config } from '../lib/runtime/config';
import type { Database } from '../lib/db/open';
import { deliverDueMail, unsentMail } from '../lib/mail/sender';
import { smtpTransport } from '../lib/mail/transport';
import { runWithDatabase } from './run-with-database';

async function main(database: Database, argv: string[]): Promise<number> {
  if (argv[0] === 'send') {
    const { SMTP_URL, MAIL_FROM } = config();
    if (!SMTP_URL) {
      console.error('SMTP_URL is not set: nothing can be sent. Run without "send" to read the mail.');
      return 2;
    }
    const transport = smtpTransport(SMTP_URL);
    const report = await deliverDueMail(database, transport, MAIL_FROM);
    transport.close();
    console.log(`Sent ${report.sent}, failed ${report.failed}.`);
    return report.failed ? 1 : 0;
  }
  const rows = await unsentMail(database);
  if (rows.length === 0) console.log('The outbox is empty.');
  for (const row of rows) {
    const failure = row.lastError ? `\nLast error (${row.attempts} attempts): ${row.lastError}` : '';
    console.log(`#${row.id}  ${row.createdAt.toISOString()}\nTo: ${row.to}\nSubject: ${row.subject}${failure}\n\n${row.body}\n${'-'.repeat(72)}`);
  }
  return 0;
}

runWithDatabase(main);

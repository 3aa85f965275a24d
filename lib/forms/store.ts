import 'server-only';
import { db } from '@/lib/db/client';
import { formSubmissions, outbox } from '@/lib/db/schema';
import { SUPPORT_EMAIL } from '@/lib/contact';
import { translator } from '@/lib/i18n/messages';
import { siteUrl } from '@/lib/seo/site';
import type { AnyFormInput, FormKind } from '@/lib/schemas/forms';
import { formNotification } from './notification';

/**
 * Stores a submission and, in the same transaction, the mail that tells the support team about it.
 * These forms are this storefront's own (the shop server's contract has no call for them), so they
 * stay in this server's database with either shop.
 */
export async function saveSubmission(kind: FormKind, data: AnyFormInput): Promise<number> {
  const database = await db();
  // The operator's mail is in English whatever language the shopper wrote from.
  const label = translator('en', 'forms');
  return database.transaction(async (tx) => {
    const [row] = await tx.insert(formSubmissions).values({ kind, email: data.email, payload: data }).returning({ id: formSubmissions.id });
    const mail = formNotification(kind, row.id, data, label, siteUrl());
    await tx.insert(outbox).values({ to: SUPPORT_EMAIL, subject: mail.subject, body: mail.body });
    return row.id;
  });
}

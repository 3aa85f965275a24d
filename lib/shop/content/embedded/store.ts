import 'server-only';
import { db } from '@/lib/db/client';
import { formSubmissions } from '@/lib/db/schema';
import { shopMailbox } from '../mailbox';
import { queueMail } from '@/lib/mail/queue';
import { shopNoticeMail } from '@/lib/mail/render';
import { translator } from '@/lib/i18n/messages';
import { siteOrigin } from '@/lib/runtime/config';
import type { AnyFormInput } from '@/lib/shop/content/schemas';
import type { FormKind } from '@/lib/shop/content/form-kinds';
import { formNotification } from '../notification';

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
    const notice = formNotification(kind, row.id, data, label, siteOrigin());
    await queueMail(tx, shopNoticeMail({ to: shopMailbox(), ...notice }));
    return row.id;
  });
}

import { handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { requestLocale } from '@/lib/api/locale';
import { newsletterSchema } from '@/lib/schemas/newsletter';
import { db } from '@/lib/db/client';
import { newsletterSubscribers } from '@/lib/db/schema';
import { siteOrigin } from '@/lib/config';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { queueMail } from '@/lib/mail/queue';
import { newsletterWelcomeMail } from '@/lib/mail/templates';

export const POST = handle(async (request) => {
  const input = await parseJson(request, newsletterSchema);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'newsletter');
  if (limited) return limited;
  const database = await db();
  const locale = requestLocale(request);
  await database.transaction(async (tx) => {
    const added = await tx.insert(newsletterSubscribers).values({ email: input.data.email, locale }).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
    // Welcomed once: a repeated sign-up is not a way to send mail to someone else's address again.
    if (added.length === 0) return;
    const shopUrl = `${siteOrigin()}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}`;
    await queueMail(tx, newsletterWelcomeMail({ to: input.data.email, locale, shopUrl }));
  });
  // The same answer for a repeated address keeps the list from being probed for who subscribed.
  return Response.json({ subscribed: true });
});

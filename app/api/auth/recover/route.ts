import { handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { afterAnswer } from '@/lib/api/after-answer';
import { requestLocale } from '@/lib/api/locale';
import { otherMethods } from '@/lib/api/methods';
import { recoverSchema } from '@/lib/schemas/auth';
import { db } from '@/lib/db/client';
import { passwordResetTokens } from '@/lib/db/schema';
import { newToken, RESET_TOKEN_MINUTES } from '@/lib/auth/tokens';
import { findUserByEmail } from '@/lib/auth/users';
import { sendMail } from '@/lib/mail/outbox';
import { translator } from '@/lib/i18n/messages';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/site';

async function sendRecoveryMail(email: string, locale: Locale): Promise<void> {
  const database = await db();
  const user = await findUserByEmail(database, email);
  if (!user) return;
  const { token, hash } = newToken();
  await database.insert(passwordResetTokens).values({
    tokenHash: hash,
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000),
  });
  const t = translator(locale, 'auth.resetMail');
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const link = `${siteUrl()}${prefix}/account/login/recovery?token=${token}`;
  await sendMail(database, { to: user.email, subject: t('subject'), body: t('body', { link, minutes: RESET_TOKEN_MINUTES }) });
}

export const POST = handle(async (request) => {
  const input = await parseJson(request, recoverSchema);
  if (!input.ok) return input.response;
  const email = input.data.email.toLowerCase();
  const limited = (await rateLimited(request, 'recoverByAddress')) ?? (await rateLimited(request, 'recoverByEmail', email));
  if (limited) return limited;
  // The same answer, after the same work, whether or not the address has an account: looking
  // the account up and writing the mail happen after answering.
  const locale = requestLocale(request);
  afterAnswer(() => sendRecoveryMail(email, locale));
  return Response.json({ sent: true });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');

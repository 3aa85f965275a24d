import { handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { requestLocale } from '@/lib/api/locale';
import { recoverSchema } from '@/lib/schemas/auth';
import { db } from '@/lib/db/client';
import { passwordResetTokens } from '@/lib/db/schema';
import { newToken, RESET_TOKEN_MINUTES } from '@/lib/auth/tokens';
import { findUserByEmail } from '@/lib/auth/users';
import { sendMail } from '@/lib/mail/outbox';
import { translator } from '@/lib/i18n/messages';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/site';

export const POST = handle(async (request) => {
  const input = await parseJson(request, recoverSchema);
  if (!input.ok) return input.response;
  const limited = (await rateLimited(request, 'recover')) ?? (await rateLimited(request, 'recover', input.data.email.toLowerCase()));
  if (limited) return limited;

  const database = await db();
  const user = await findUserByEmail(database, input.data.email);
  if (user) {
    const { token, hash } = newToken();
    await database.insert(passwordResetTokens).values({
      tokenHash: hash,
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000),
    });
    const locale = requestLocale(request);
    const t = translator(locale, 'auth.resetMail');
    const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
    const link = `${siteUrl()}${prefix}/account/login/recovery?token=${token}`;
    await sendMail(database, { to: user.email, subject: t('subject'), body: t('body', { link, minutes: RESET_TOKEN_MINUTES }) });
  }
  // The same answer whether or not the address has an account.
  return Response.json({ sent: true });
});

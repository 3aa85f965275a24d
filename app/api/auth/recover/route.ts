import { handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { requestLocale } from '@/lib/api/locale';
import { recoverSchema } from '@/lib/schemas/auth';
import { db } from '@/lib/db/client';
import { passwordResetTokens } from '@/lib/db/schema';
import { newToken, RESET_TOKEN_MINUTES } from '@/lib/auth/tokens';
import { findUserByEmail } from '@/lib/auth/users';
import { queueMail } from '@/lib/mail/queue';
import { passwordResetMail } from '@/lib/mail/templates';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { siteOrigin } from '@/lib/config';

export const POST = handle(async (request) => {
  const input = await parseJson(request, recoverSchema);
  if (!input.ok) return input.response;
  const limited = (await rateLimited(request, 'recover')) ?? (await rateLimited(request, 'recover', input.data.email.toLowerCase()));
  if (limited) return limited;

  const database = await db();
  const user = await findUserByEmail(database, input.data.email);
  if (user) {
    const { token, hash } = newToken();
    const locale = requestLocale(request);
    const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
    const link = `${siteOrigin()}${prefix}/account/login/recovery?token=${token}`;
    // The token and its mail are written together: a link is never sent for a token that was not stored.
    await database.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({ tokenHash: hash, userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000) });
      await queueMail(tx, passwordResetMail({ to: user.email, locale, link, minutes: RESET_TOKEN_MINUTES }));
    });
  }
  // The same answer whether or not the address has an account.
  return Response.json({ sent: true });
});

import 'server-only';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { currentUser, type SessionUser } from '@/lib/auth/session';

/** Account pages are for signed-in shoppers; visitors go to the login page. */
export async function requireUser(locale: Locale): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect({ href: '/account/login', locale });
  return user!;
}

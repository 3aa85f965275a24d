import 'server-only';
import { redirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { currentUser, type SessionUser } from '@/lib/shop/accounts/session';

/** Account pages are for signed-in shoppers; visitors go to the login page. */
export async function requireUser(locale: Locale): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(localizedPath(locale, '/account/login'));
  return user;
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { requireUser } from '@/lib/account/require-user';
import { AccountNav } from '@/components/account/account-nav';

export const metadata: Metadata = { robots: { index: false } };

export default async function MemberLayout({ children, params }: LayoutProps<'/[locale]/account'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale as Locale);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[14rem_1fr]">
      <AccountNav />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

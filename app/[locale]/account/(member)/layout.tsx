import type { Metadata } from 'next';
import { Suspense, type ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { requireUser } from '@/lib/shop/accounts/server';
import { AccountNav } from '@/components/account/account-nav';
import { assertLocale } from '@/lib/i18n/page-locale';

export const metadata: Metadata = { robots: { index: false } };

/** Reads the session cookie, so it streams per request inside the layout's Suspense boundary. */
async function SignedIn({ locale, children }: { locale: Locale; children: ReactNode }) {
  await requireUser(locale);
  return children;
}

export default async function MemberLayout({ children, params }: LayoutProps<'/[locale]/account'>) {
  const { locale } = await params;
  assertLocale(locale);
  setRequestLocale(locale);
  return (
    <Suspense>
      <SignedIn locale={locale}>
        <MemberFrame>{children}</MemberFrame>
      </SignedIn>
    </Suspense>
  );
}

function MemberFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 md:grid-cols-[14rem_1fr]">
      <AccountNav />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

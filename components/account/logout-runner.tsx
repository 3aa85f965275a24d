'use client';
import { useEffect } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

/** Signing out is a POST (a link or an image elsewhere cannot sign the shopper out); then home. */
export function LogoutRunner() {
  const router = useRouter();
  useEffect(() => {
    // The garage stays in this browser; it is no longer the account's.
    const forget = import('@/lib/client/garage-account').then((loaded) => loaded.forgetAccount()).catch(() => undefined);
    void Promise.all([fetch('/api/auth/logout', { method: 'POST' }), forget]).finally(() => {
      router.replace('/');
      router.refresh();
    });
  }, [router]);
  return null;
}

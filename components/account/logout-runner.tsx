'use client';
import { useEffect } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

/** Signing out is a POST (a link or an image elsewhere cannot sign the shopper out); then home. */
export function LogoutRunner() {
  const router = useRouter();
  useEffect(() => {
    void fetch('/api/auth/logout', { method: 'POST' }).finally(() => {
      router.replace('/');
      router.refresh();
    });
  }, [router]);
  return null;
}

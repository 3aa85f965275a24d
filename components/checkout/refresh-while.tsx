'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

const EVERY_MS = 3_000;
const AT_MOST = 40;

/** Renders the page again every few seconds while `active`: the payment's confirmation arrives from the provider, not the browser. */
export function RefreshWhile({ active }: { active: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      if (count > AT_MOST) clearInterval(timer);
      else router.refresh();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [active, router]);
  return null;
}

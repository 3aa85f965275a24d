import type { ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's Link without prefetching: every link in view would otherwise fetch its page's payload as
 * soon as the page hydrates (a home page's cards alone are a dozen payloads), which costs a phone data
 * and main-thread time while the shopper reads. Pages come from the page cache, so a click is
 * fetched quickly ("Links do not prefetch" in docs/decisions.md). A link may still ask for it.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />;
}

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

type LocalLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string; locale: Locale };

/**
 * A link to a page in the same language, for server components that know their locale (header,
 * footer): next/link given the localized path, so each link in the RSC payload is its href, class
 * and text, without a client component of its own. Like the client Link (lib/i18n/navigation.tsx), it
 * does not prefetch.
 */
export function LocalLink({ href, locale, prefetch = false, ...props }: LocalLinkProps) {
  return <NextLink href={localizedPath(locale, href)} prefetch={prefetch} {...props} />;
}

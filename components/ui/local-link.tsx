import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

type LocalLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string; locale: Locale };

/**
 * A link to a page in the same language, for server components that know their locale (header,
 * footer): next/link given the localized path, so each link in the RSC payload is its href, class
 * and text, without next-intl's client Link and the locale and cookie props it carries on every link.
 * Links that switch language keep next-intl's Link, which also writes the locale cookie. Like that
 * Link (lib/i18n/navigation.tsx), it does not prefetch.
 */
export function LocalLink({ href, locale, prefetch = false, ...props }: LocalLinkProps) {
  return <NextLink href={getPathname({ href, locale })} prefetch={prefetch} {...props} />;
}

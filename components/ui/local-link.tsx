import type { ComponentProps } from 'react';
import { IN_PAGE_LINK } from '@/lib/i18n/link-click';
import { localizedPath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

type LocalLinkProps = ComponentProps<'a'> & { href: string; locale: Locale };

/**
 * A link to a page in the same language, for server components that know their locale (header,
 * footer): the client `Link`'s anchor (lib/i18n/navigation.tsx), routed in the page by the same
 * listener, without a client component of its own.
 */
export function LocalLink({ href, locale, ...props }: LocalLinkProps) {
  return <a href={localizedPath(locale, href)} {...{ [IN_PAGE_LINK]: '' }} {...props} />;
}

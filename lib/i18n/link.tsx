import type { ComponentProps } from 'react';
import { useLocale } from '#intl';
import { IN_PAGE_LINK } from './link-click';
import { localizedPath } from './locale-path';
import type { Locale } from './routing';

type LinkProps = ComponentProps<'a'> & { href: string };

/** The anchor every link inside a language is: its localized path, marked for `useInPageLinks`. */
function localAnchor(locale: Locale, { href, ...props }: LinkProps) {
  return <a href={localizedPath(locale, href)} {...{ [IN_PAGE_LINK]: '' }} {...props} />;
}

/**
 * A link in the current language: a plain anchor that `useInPageLinks` (lib/i18n/navigation.tsx)
 * routes in the page, as next/link would, without a next/link component per link to hydrate (a
 * listing had a hundred: menu, cards, footer) or its code in the first load ("Links are anchors
 * routed by one listener" in docs/decisions.md). Not a client module, so a server component's
 * links are plain elements of its HTML, with no client component at all. Nothing is prefetched:
 * pages come from the page cache, so a click is fetched quickly.
 */
export function Link(props: LinkProps) {
  return localAnchor(useLocale(), props);
}

/** The same link for server components that are given their locale (header, footer). */
export function LocalLink({ locale, ...props }: LinkProps & { locale: Locale }) {
  return localAnchor(locale, props);
}

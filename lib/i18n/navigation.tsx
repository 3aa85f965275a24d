'use client';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from '#intl';
import { useEffect, useMemo } from 'react';
import { IN_PAGE_LINK, inPageHref } from './link-click';
import { localizedPath, pathWithoutLocale } from './locale-path';
import { LOCALE_COOKIE, type Locale } from './routing';

/**
 * Navigation inside the shopper's language: the listener that routes links in the page, and Next's
 * router and pathname given the localized path (lib/i18n/locale-path.ts). next-intl's
 * navigation did the same through a routing engine this shop does not need (no localized
 * pathnames, one prefix rule), and brought it with its link, router and cookie code into every
 * page's first load (about 2.4 KB gzip), plus its locale and cookie props on every link of the
 * page's payload. Links themselves are `Link` (lib/i18n/link.tsx) and, where a server component
 * knows its locale, LocalLink.
 */

/**
 * Routes a plain click on any marked link of the page through Next's router: the listener sits on
 * the document, behind React's own, so a link's onClick (closing a menu, say) runs first and may
 * still cancel it. Modified clicks, other targets and other sites stay the browser's (`inPageHref`).
 */
export function useInPageLinks() {
  const router = useNextRouter();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest(`a[${IN_PAGE_LINK}]`) : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const href = inPageHref(event, { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') }, location.origin);
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [router]);
}

/** The current path without its language prefix, as links and the router take it. */
export function usePathname(): string {
  return pathWithoutLocale(useNextPathname() ?? '/');
}

type NavigateOptions = NonNullable<Parameters<ReturnType<typeof useNextRouter>['push']>[1]> & { locale?: Locale };

/**
 * The language cookie API answers fall back on (lib/i18n/request-locale.ts) follows a switch of language, as
 * next-intl's router wrote it: a session cookie, for the whole site.
 */
function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; SameSite=Lax`;
}

/** Next's router taking paths in the current language, or in `options.locale` to switch language. */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
  return useMemo(() => {
    const go =
      (navigate: (href: string, options?: Omit<NavigateOptions, 'locale'>) => void) =>
      (href: string, { locale, ...options }: NavigateOptions = {}) => {
        if (locale && locale !== current) rememberLocale(locale);
        navigate(localizedPath(locale ?? current, href), options);
      };
    return { ...router, push: go(router.push), replace: go(router.replace) };
  }, [router, current]);
}

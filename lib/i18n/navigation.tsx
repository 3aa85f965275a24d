'use client';
import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from '#intl';
import { useMemo, type ComponentProps } from 'react';
import { localizedPath, pathWithoutLocale } from './locale-path';
import { LOCALE_COOKIE, type Locale } from './routing';

/**
 * Links and navigation inside the shopper's language: next/link and Next's router given the
 * localized path (lib/i18n/locale-path.ts). next-intl's navigation did the same through a routing
 * engine this shop does not need (no localized pathnames, one prefix rule), and brought it with its
 * link, router and cookie code into every page's first load (about 2.4 KB gzip), plus its locale and
 * cookie props on every link of the page's payload. Pages on the server build links with LocalLink.
 */

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * A link in the current language, without prefetching: every link in view would otherwise fetch its
 * page's payload as soon as the page hydrates (a home page's cards alone are a dozen payloads), which
 * costs a phone data and main-thread time while the shopper reads. Pages come from the page cache, so
 * a click is fetched quickly ("Links do not prefetch" in docs/decisions.md). A link may still ask for it.
 */
export function Link({ href, prefetch = false, ...props }: LinkProps) {
  const locale = useLocale() as Locale;
  return <NextLink href={localizedPath(locale, href)} prefetch={prefetch} {...props} />;
}

/** The current path without its language prefix, as links and the router take it. */
export function usePathname(): string {
  return pathWithoutLocale(useNextPathname() ?? '/');
}

type NavigateOptions = NonNullable<Parameters<ReturnType<typeof useNextRouter>['push']>[1]> & { locale?: Locale };

/**
 * The language cookie API answers fall back on (lib/api/locale.ts) follows a switch of language, as
 * next-intl's router wrote it: a session cookie, for the whole site.
 */
function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; SameSite=Lax`;
}

/** Next's router taking paths in the current language, or in `options.locale` to switch language. */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale() as Locale;
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

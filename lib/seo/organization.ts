import type { Organization, SearchAction, WebSite, WithContext } from 'schema-dts';
import { LOCALES, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl, localizedPath } from './urls';
import { returnPolicy } from './merchant';
import { siteUrl } from './site';

type SiteFacts = { name: string; description: string; email: string };

/** The shop as a seller: name, logo, support contact and the return policy every offer follows. */
export function organizationJsonLd(locale: Locale, facts: SiteFacts, origin = siteUrl()): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    '@id': `${origin}/#organization`,
    name: facts.name,
    url: absoluteUrl(localizedPath(locale, '/'), origin),
    logo: absoluteUrl('/icon.svg', origin),
    description: facts.description,
    email: facts.email,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: facts.email, availableLanguage: [...LOCALES] },
    hasMerchantReturnPolicy: returnPolicy(false),
  };
}

/** Google reads the search box's parameter from `query-input`, a property schema-dts does not type. */
type SiteSearchAction = Exclude<SearchAction, string> & { 'query-input': string };

/** The site and its search box: `search?query=` is the shop's search page. */
export function webSiteJsonLd(locale: Locale, facts: Pick<SiteFacts, 'name'>, origin = siteUrl()): WithContext<WebSite> {
  const home = absoluteUrl(localizedPath(locale, '/'), origin);
  const search = absoluteUrl(localizedPath(locale, '/search'), origin);
  const searchAction: SiteSearchAction = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${search}?query={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: facts.name,
    url: home,
    inLanguage: locale,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: searchAction,
  };
}

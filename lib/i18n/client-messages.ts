import type { AbstractIntlMessages } from 'next-intl';

/**
 * Namespaces read only by server components. Leaving them out of the client provider keeps
 * every page's HTML from carrying the policy texts, FAQ and landing copy a second time.
 */
const SERVER_ONLY_NAMESPACES = ['policies', 'faqs', 'pages', 'meta', 'api', 'payment', 'landing', 'nav', 'breadcrumbs', 'notFound', 'seo', 'mail'];

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !SERVER_ONLY_NAMESPACES.includes(namespace)));
}

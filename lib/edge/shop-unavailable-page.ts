import { noticePage } from './notice-page';

/** The `unavailable` messages, read by each caller its own way (middleware through next-intl, the server from the JSON). */
export type UnavailableText = (key: 'title' | 'message' | 'home') => string;

/**
 * The page a shopper gets while the remote shop's server fails: from middleware once its circuit
 * is open (lib/shop/serving/remote-unavailable.ts), and from the shop's server for a render that failed
 * meanwhile (lib/edge/failed-render.ts).
 */
export const shopUnavailablePage = (locale: string, t: UnavailableText): string => noticePage(locale, { title: t('title'), message: t('message'), link: t('home') });

import { MESSAGES } from '@/lib/i18n/messages';
import { searchTerms, toCatalogueQuery } from './terms';

const TERMS = searchTerms(MESSAGES.en, [MESSAGES.es, MESSAGES.ja]);

/** What the shop's search is asked: the shopper's words in the catalogue's English names. */
export const catalogueQuery = (query: string): string => toCatalogueQuery(query, TERMS);

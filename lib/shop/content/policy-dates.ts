/** Dates printed on the legal pages (spec 001 §9), as ISO dates formatted in the shopper's language. */
export const TERMS_EFFECTIVE = '2024-01-06';
export const PRIVACY_UPDATED = '2025-01-02';

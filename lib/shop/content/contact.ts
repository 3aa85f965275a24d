/** Public contact points, shown in the footer, the contact page and the product page. */
export const SUPPORT_EMAIL = process.env.NEXT_PUBLIC_SUPPORT_EMAIL ?? 'support@yps-toyota.example';
export const SOCIAL_URL = 'https://www.instagram.com/';
export const FIRST_YEAR = 2023;
/**
 * Where letters go. Not a returns address: parcels sent here without authorization are refused. The lines
 * are written as the post office reads them (English); the country is a region code, named in the page's language.
 */
export const MAILING_ADDRESS = (process.env.NEXT_PUBLIC_MAILING_ADDRESS ?? 'YPS Toyota Performance|P.O. Box 1024|Ontario, CA 91762').split('|');
export const MAILING_COUNTRY = process.env.NEXT_PUBLIC_MAILING_COUNTRY ?? 'US';

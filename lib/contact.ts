/** Public contact points, shown in the footer, the contact page and the product page. */
export const SUPPORT_EMAIL = process.env.NEXT_PUBLIC_SUPPORT_EMAIL ?? 'support@yps-toyota.example';
export const SOCIAL_URL = 'https://www.instagram.com/';
export const FIRST_YEAR = 2023;

/** What `#intl` is in server components (package.json `imports`): next-intl's own hooks. */
export { useLocale, useTranslations } from 'next-intl';

import localFont from 'next/font/local';

// next/font/google downloads at build time; the build must work offline, so the font comes from npm,
// cut to the characters and weights the pages use (scripts/subset-font.mjs).
export const inter = localFont({
  src: '../lib/i18n/fonts/inter-latin-400-900.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 900',
});

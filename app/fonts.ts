import localFont from 'next/font/local';

// next/font/google downloads at build time; the build must work offline, so the font comes from npm.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});

/**
 * Add or fix a product's text in Spanish or Japanese, field by field (English stays in products).
 *   npm run translations -- show SLUG LOCALE                 what is stored (empty fields show in English)
 *   npm run translations -- set SLUG LOCALE FIELD TEXT       set a field; TEXT @file.html reads a file
 *   npm run translations -- clear SLUG LOCALE FIELD          back to the English for that field
 * LOCALE: es | ja. FIELD: name | alt | description | features | fitment (the last three are HTML).
 * Uses DATABASE_URL when set, otherwise the PGlite files under DATA_DIR (stop the server first).
 */
import { readFileSync } from 'node:fs';
import type { Database } from '../lib/db/open';
import { isTranslatedField, isTranslatedLocale, readTranslation, setTranslation } from '@/lib/shop/catalogue/server';
import { announceExpiry } from '@/lib/shop/common/announced-expiry';
import { runWithDatabase } from './run-with-database';

const USAGE = 'Usage: npm run translations -- show SLUG LOCALE | set SLUG LOCALE FIELD TEXT|@FILE | clear SLUG LOCALE FIELD';

async function main(database: Database, [command, slug, locale, field, text]: string[]): Promise<number> {
  if (!slug || !locale || !isTranslatedLocale(locale) || (command !== 'show' && (!field || !isTranslatedField(field))) || (command === 'set' && text === undefined)) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'show') {
    const stored = await readTranslation(database, slug, locale);
    if (!stored) return notFound(slug);
    for (const [name, value] of Object.entries(stored)) console.log(`${name.padEnd(12)} ${value ?? '(English)'}`);
    return 0;
  }
  if (!isTranslatedField(field)) return 2;
  const value = command === 'set' ? (text.startsWith('@') ? readFileSync(text.slice(1), 'utf8') : text) : null;
  if (!(await setTranslation(database, slug, locale, field, value))) return notFound(slug);
  // Text is in search and in every list that names the product: servers running on this database expire their catalogue.
  await announceExpiry(database, { catalogue: true });
  console.log(value === null ? `${slug} ${locale} ${field}: back to English.` : `${slug} ${locale} ${field} saved.`);
  return 0;
}

function notFound(slug: string): number {
  console.error(`No product has the slug ${slug}.`);
  return 1;
}

const argv = process.argv.slice(2);
if (!['show', 'set', 'clear'].includes(argv[0] ?? '')) {
  console.error(USAGE);
  process.exit(2);
}
runWithDatabase(main, argv);

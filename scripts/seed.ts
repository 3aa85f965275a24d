/**
 * Fills the catalogue with the deterministic demo data.
 *   tsx scripts/seed.ts [--products N] [--reset]
 * Uses DATABASE_URL when set, otherwise the PGlite files under DATA_DIR (default .data/).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../lib/db/open';
import { products } from '../lib/db/schema';
import { seedCatalogue } from '@/lib/shop/catalogue/server';
import { announceExpiry } from '@/lib/shop/common/announced-expiry';
import { runWithDatabase } from './run-with-database';

function parseArgs(argv: string[]): { products?: number; reset: boolean } {
  let count: number | undefined;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--reset') reset = true;
    else if (arg === '--products' || arg.startsWith('--products=')) {
      const raw = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1) throw new Error(`--products needs a positive whole number, got "${raw ?? ''}"`);
      count = n;
    } else if (arg === '--help' || arg === '-h') {
      console.log('Usage: tsx scripts/seed.ts [--products N] [--reset]');
      process.exit(0);
    } else {
      throw new Error(`Unknown argument "${arg}". Usage: tsx scripts/seed.ts [--products N] [--reset]`);
    }
  }
  return { products: count, reset };
}

async function main(database: Database): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const [{ count }] = await database.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count > 0 && !args.reset) {
    console.log(`The catalogue already has ${count} products; nothing written (pass --reset to replace it).`);
    return 0;
  }
  const result = await seedCatalogue(database, { products: args.products, reset: args.reset });
  // Servers running on this database show the new catalogue at once (docs/operations.md).
  await announceExpiry(database, { catalogue: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${result.products} products, ${result.related} related links, ${result.reviews} reviews, ` +
      `${result.questions} questions (${result.answers} answered) in ${seconds}s.`,
  );
  return 0;
}

// Closes the database and exits once the work is done: on PostgreSQL the open pool would
// otherwise keep the process alive for ever.
runWithDatabase(main);

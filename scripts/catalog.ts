/**
 * The operator's catalogue in and out (docs/catalogue.md).
 *   npm run catalog -- export FILE
 *   npm run catalog -- import FILE [--dry-run] [--json] [--delete-missing [--yes]] [--notify URL]...
 *   npm run catalog -- demo FILE [--products N]   (the demo catalogue as a file, for the bench; no database)
 * Uses DATABASE_URL when set (beside running servers), otherwise the PGlite files under DATA_DIR,
 * which only one process may open: stop the server first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { config } from '../lib/runtime/config';
import type { Database } from '../lib/db/open';
import { lockHolder } from '../lib/db/lock';
import { signingSecret } from '../lib/security/signing-secret';
import type { Notified } from '@/lib/shop/catalogue/server';
import { encodeImage, saveUpload } from '@/lib/shop/talk/server';
import { buildCatalogue } from '@/lib/shop/catalogue/server';
import { writeDemoCatalogue } from '@/lib/shop/catalogue/server';
import { exportCatalogue } from '@/lib/shop/catalogue/server';
import { importCatalogue, type ImportOutcome } from '@/lib/shop/catalogue/server';
import { expireOnInstances } from '@/lib/shop/catalogue/server';
import { CatalogueFileError, describeProblem, describeReport, reportCounts } from '@/lib/shop/catalogue';
import { streamProgress } from '@/lib/shop/catalogue';
import { runWithDatabase } from './run-with-database';

const USAGE = 'Usage: npm run catalog -- export FILE | import FILE [--dry-run] [--json] [--delete-missing [--yes]] [--notify URL]... | demo FILE [--products N]';
/** Problems and SKUs printed before "and N more": the first ones are enough to start fixing. */
const SHOWN = 100;

const { values: flags, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean' },
        json: { type: 'boolean' },
        'delete-missing': { type: 'boolean' },
        yes: { type: 'boolean' },
        notify: { type: 'string', multiple: true },
        products: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
const [command, file] = positionals;

if (
  flags.help ||
  !['import', 'export', 'demo'].includes(command ?? '') ||
  !file ||
  positionals.length > 2 ||
  (flags.products !== undefined && command !== 'demo') ||
  (flags.json && command !== 'import')
) {
  console.error(USAGE);
  process.exit(flags.help ? 0 : 2);
}
const progress = streamProgress(process.stderr);

/** What must hold before a command opens the database (and, on PGlite, takes its only process's place). */
function checkBeforeOpening() {
  if (command === 'import' && !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    console.error(`${file}: no such file.`);
    process.exit(2);
  }
  for (const instance of flags.notify ?? []) {
    if (!/^https?:\/\/[^/]+\/?$/.test(instance)) {
      console.error(`--notify takes an instance's address such as http://127.0.0.1:3000, not "${instance}".`);
      process.exit(2);
    }
  }

  const settings = config();
  if (settings.SHOP_API_URL) {
    console.error(`This shop's catalogue lives on the shop server at SHOP_API_URL (${settings.SHOP_API_URL}); import it there.`);
    process.exit(2);
  }
  if (!settings.DATABASE_URL) {
    const dataDir = path.resolve(settings.DATA_DIR, 'pglite');
    const server = lockHolder(dataDir);
    if (server) {
      console.error(
        `The shop database in ${dataDir} is open in process ${server} (a running server). The embedded database takes one process at a time: stop the server, run this again, then start it. (On PostgreSQL, with DATABASE_URL, the catalogue can be imported while servers run.)`,
      );
      process.exit(1);
    }
  }
}

/** The demo catalogue as a file: no database is opened. */
function writeDemo() {
  const count = Number(flags.products ?? buildCatalogue().length);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`--products needs a positive whole number, got "${flags.products}".`);
    process.exit(2);
  }
  writeDemoCatalogue(path.resolve(file), count, progress).then(
    () => {
      console.log(`Wrote the demo catalogue of ${count} products to ${file}.`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

const list = (skus: string[]) => (skus.length ? `: ${skus.slice(0, SHOWN).join(', ')}${skus.length > SHOWN ? `, and ${skus.length - SHOWN} more` : ''}` : '');

async function confirmDelete(skus: string[]): Promise<boolean> {
  if (flags.yes) return true;
  if (!process.stdin.isTTY) {
    console.error(`The import would delete ${skus.length} products missing from the file${list(skus)}.\nNothing was written: with no terminal to confirm on, pass --yes to delete them.`);
    return false;
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await prompt.question(`Delete ${skus.length} products missing from the file${list(skus)}?\nType ${skus.length} to delete them: `);
    if (answer.trim() === String(skus.length)) return true;
    console.error('Not confirmed; nothing was written.');
    return false;
  } finally {
    prompt.close();
  }
}

/** What scripts read with --json: the report, and the instances named with --notify. */
function printJson(value: Record<string, unknown>) {
  console.log(JSON.stringify(value, null, 2));
}

async function runImport(database: Database): Promise<number> {
  let outcome: ImportOutcome;
  try {
    outcome = await importCatalogue(database, {
      file: path.resolve(file),
      dryRun: flags['dry-run'],
      deleteMissing: flags['delete-missing'],
      images: { encode: encodeImage, save: saveUpload },
      progress,
      confirmDelete,
    });
  } catch (error) {
    if (!(error instanceof CatalogueFileError)) throw error;
    const shown = error.problems.slice(0, SHOWN);
    if (flags.json) printJson({ status: 'refused', problems: shown, total: error.total });
    for (const problem of shown) console.error(describeProblem(problem));
    if (error.total > SHOWN) console.error(`... and ${error.total - SHOWN} more problems.`);
    console.error(`${file}: ${error.total} ${error.total === 1 ? 'problem' : 'problems'}; nothing was written.`);
    return 1;
  }
  const removes = Boolean(flags['delete-missing']);
  const { removed, removedSkus, ...report } = outcome.report;
  const instances = outcome.status === 'written' ? await expireNamedInstances() : [];
  if (flags.json) printJson({ status: outcome.status, ...report, ...(removes ? { removed, removedSkus } : {}), ...(flags.notify ? { instances } : {}) });
  else {
    for (const line of describeReport(outcome.report, { removes })) console.log(line);
    const counts = reportCounts(outcome.report, removes);
    if (outcome.status === 'checked') console.log(`Dry run: ${counts}; nothing was written.`);
    if (outcome.status === 'unchanged') console.log(`Imported: ${counts}; the catalogue already matches the file, so nothing was written.`);
    if (outcome.status === 'written') {
      console.log(`Imported: ${counts}.`);
      if (config().DATABASE_URL) console.log('Running servers on this database show the change within seconds: the import told them as it committed.');
    }
    for (const result of instances) console.log(`${result.instance}: ${result.ok ? 'cache expired' : `not expired, ${result.detail}`}`);
  }
  if (outcome.status === 'declined') return 1;
  const failed = instances.filter((result) => !result.ok).length;
  if (!failed) return 0;
  console.error(
    `The import is written, but ${failed} ${failed === 1 ? 'instance' : 'instances'} named with --notify did not answer: one that follows this database's announcements shows the change anyway; restart any other to show it.`,
  );
  return 3;
}

/** The instances named with --notify (docs/catalogue.md, "Running servers"): for a server that cannot hear the import's announcement. */
async function expireNamedInstances(): Promise<Notified[]> {
  const instances = flags.notify ?? [];
  return instances.length ? expireOnInstances(instances, signingSecret()) : [];
}

async function main(database: Database): Promise<number> {
  if (command === 'export') {
    const count = await exportCatalogue(database, path.resolve(file), progress);
    console.log(`Exported ${count} products to ${file}.`);
    return 0;
  }
  return runImport(database);
}

if (command === 'demo') {
  writeDemo();
} else {
  checkBeforeOpening();
  runWithDatabase(main, []);
}

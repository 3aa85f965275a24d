/**
 * Next 16 turns a middleware rewrite into a proxy call to itself when the server is bound to a
 * loopback address (`next start -H 127.0.0.1`, standalone with HOSTNAME=127.0.0.1): its URL
 * class writes loopback hosts as "localhost" while the router compares against the literal
 * address, so every page of a language-routed site answered 307 to itself
 * (vercel/next.js#94745, fix proposed in vercel/next.js#95917). Until that lands this applies
 * the same change: the router normalises a loopback bind address the way the URL class does.
 * Runs after `npm ci`/`npm install`; a Next version without the old line is left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = ['dist/server/lib/router-utils/resolve-routes.js', 'dist/esm/server/lib/router-utils/resolve-routes.js'];
const before = "(opts.hostname || 'localhost')";
const after = "(/^(?:127(?:\\.\\d{1,3}){3}|\\[?::1\\]?)$/.test(opts.hostname || '') ? 'localhost' : opts.hostname || 'localhost')";

for (const relative of files) {
  const file = path.join(root, 'node_modules/next', relative);
  if (!fs.existsSync(file)) continue;
  const source = fs.readFileSync(file, 'utf8');
  if (source.includes(after)) continue;
  if (!source.includes(before)) {
    console.warn(`patch-next-loopback: ${relative} has changed upstream; check whether -H 127.0.0.1 still needs the patch.`);
    continue;
  }
  // Write a new file and rename it over the old one: node_modules may be hard-linked to other checkouts.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, source.replace(before, after));
  fs.renameSync(temporary, file);
  console.log(`patch-next-loopback: patched ${relative}`);
}

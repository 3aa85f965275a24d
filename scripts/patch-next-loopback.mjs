/**
 * Next 16 turns a middleware rewrite into a proxy call to itself when the address the server
 * is bound to is one its URL class rewrites: that class (NextURL) turns every loopback host
 * (127.0.0.0/8 in any spelling, ::1 in any spelling) into "localhost", while the router compares
 * the rewrite against the literal bind address. With `next start -H 127.0.0.1` (or standalone
 * with HOSTNAME=::1, 127.1 ...) every page of a language-routed site answered 307 to itself
 * (vercel/next.js#94745, fix proposed in vercel/next.js#95917). Until that lands this makes
 * the router spell its own address exactly as NextURL would; every other address (0.0.0.0, ::,
 * a LAN address, a host name) is parsed the same way on both sides already.
 * Runs after `npm ci`/`npm install`; a Next version without the original line is left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = ['dist/server/lib/router-utils/resolve-routes.js', 'dist/esm/server/lib/router-utils/resolve-routes.js'];
const original = "(opts.hostname || 'localhost')";
// An earlier version of this patch covered the usual loopback spellings only.
const earlierPatch = "(/^(?:127(?:\\.\\d{1,3}){3}|\\[?::1\\]?)$/.test(opts.hostname || '') ? 'localhost' : opts.hostname || 'localhost')";
// The same test as NextURL's parseURL (next/dist/server/web/next-url.js), on the host as the URL parser reads it.
// The replaced text includes the parentheses of the formatHostname call, hence the outer pair.
const patched =
  "(((host) => { try { return /^(?:127(?:\\.(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)){3}|\\[::1\\]|localhost)$/.test(new URL(`http://${host.includes(':') ? `[${host}]` : host}`).hostname) ? 'localhost' : host; } catch { return host; } })(opts.hostname || 'localhost'))";

for (const relative of files) {
  const file = path.join(root, 'node_modules/next', relative);
  if (!fs.existsSync(file)) continue;
  const source = fs.readFileSync(file, 'utf8');
  if (source.includes(patched)) continue;
  const before = [earlierPatch, original].find((text) => source.includes(text));
  if (!before) {
    console.warn(`patch-next-loopback: ${relative} has changed upstream; check whether -H 127.0.0.1 still needs the patch.`);
    continue;
  }
  // Write a new file and rename it over the old one: node_modules may be hard-linked to other checkouts.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, source.replace(before, patched));
  fs.renameSync(temporary, file);
  console.log(`patch-next-loopback: patched ${relative}`);
}

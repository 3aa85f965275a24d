/**
 * Two fixes to Next 16.4, applied after `npm ci`/`npm install` until they land upstream. Each
 * replaces one exact text; a Next version without it is left alone, with a warning to check
 * whether the fix is still needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const patches = [
  {
    /**
     * Next turns a middleware rewrite into a proxy call to itself when the address the server is
     * bound to is one its URL class rewrites: that class (NextURL) turns every loopback host
     * (127.0.0.0/8 in any spelling, ::1 in any spelling) into "localhost", while the router compares
     * the rewrite against the literal bind address. With `next start -H 127.0.0.1` (or standalone
     * with HOSTNAME=::1, 127.1 ...) every page of a language-routed site answered 307 to itself
     * (vercel/next.js#94745, fix proposed in vercel/next.js#95917). This makes the router spell its
     * own address exactly as NextURL would; every other address (0.0.0.0, ::, a LAN address, a host
     * name) is parsed the same way on both sides already.
     */
    name: 'loopback',
    files: ['dist/server/lib/router-utils/resolve-routes.js', 'dist/esm/server/lib/router-utils/resolve-routes.js'],
    // An earlier version of this patch covered the usual loopback spellings only.
    before: [
      "(/^(?:127(?:\\.\\d{1,3}){3}|\\[?::1\\]?)$/.test(opts.hostname || '') ? 'localhost' : opts.hostname || 'localhost')",
      "(opts.hostname || 'localhost')",
    ],
    // The same test as NextURL's parseURL (next/dist/server/web/next-url.js), on the host as the URL parser reads it.
    // The replaced text includes the parentheses of the formatHostname call, hence the outer pair.
    after: () =>
      "(((host) => { try { return /^(?:127(?:\\.(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)){3}|\\[::1\\]|localhost)$/.test(new URL(`http://${host.includes(':') ? `[${host}]` : host}`).hostname) ? 'localhost' : host; } catch { return host; } })(opts.hostname || 'localhost'))",
  },
  {
    /**
     * An address with a broken percent-encoding (`/store/product/%E0%A4%A`, `/es/%ZZ`) is a
     * client's error, and Next sets 400 for it, then renders the error page for that status. An
     * app-router-only build has none (no pages/_error), so Next threw "missing required error
     * components" and answered 500 (vercel/next.js#94278, fix proposed in vercel/next.js#94283).
     * This answers the 400 with a short plain-text message instead.
     */
    name: 'bad-request',
    files: ['dist/server/base-server.js', 'dist/esm/server/base-server.js'],
    before: ['            if (!result) {\n                // this can occur when a project directory has been moved/deleted'],
    // The CommonJS and ES module builds name the render result class differently.
    after: (relative) =>
      `            if (!result && res.statusCode === 400) {\n                return { body: ${relative.includes('/esm/') ? 'RenderResult' : '_renderresult.default'}.fromStatic('Bad request: this address is not valid.', 'text/plain; charset=utf-8') };\n            }\n            if (!result) {\n                // this can occur when a project directory has been moved/deleted`,
  },
];

for (const { name, files, before, after: patchedText } of patches) {
  for (const relative of files) {
    const file = path.join(root, 'node_modules/next', relative);
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    const after = patchedText(relative);
    if (source.includes(after)) continue;
    const found = before.find((text) => source.includes(text));
    if (!found) {
      console.warn(`patch-next (${name}): ${relative} has changed upstream; check whether the fix is still needed.`);
      continue;
    }
    // Write a new file and rename it over the old one: node_modules may be hard-linked to other checkouts.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, source.replace(found, after));
    fs.renameSync(temporary, file);
    console.log(`patch-next (${name}): patched ${relative}`);
  }
}

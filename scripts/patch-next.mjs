/**
 * Two fixes to Next 16.4, applied after `npm ci`/`npm install` until they land upstream. Each
 * replaces one exact text. A Next version without that text fails the install: the fix either
 * landed upstream (drop the patch here and its entry in docs/decisions.md, "Framework internals
 * we rely on") or moved, and an install that went on without it would serve the bug again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const patches = [
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
    issue: 'vercel/next.js#94745',
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
    issue: 'vercel/next.js#94278',
    files: ['dist/server/base-server.js', 'dist/esm/server/base-server.js'],
    before: ['            if (!result) {\n                // this can occur when a project directory has been moved/deleted'],
    // The CommonJS and ES module builds name the render result class differently.
    after: (relative) =>
      `            if (!result && res.statusCode === 400) {\n                return { body: ${relative.includes('/esm/') ? 'RenderResult' : '_renderresult.default'}.fromStatic('Bad request: this address is not valid.', 'text/plain; charset=utf-8') };\n            }\n            if (!result) {\n                // this can occur when a project directory has been moved/deleted`,
  },
];

/**
 * What patching `source` (the file `relative` inside the next package) gives: the new text, the
 * same text when it is patched already, or null when none of the texts the patch replaces is there.
 */
export function applyPatch(patch, relative, source) {
  const after = patch.after(relative);
  if (source.includes(after)) return source;
  const found = patch.before.find((text) => source.includes(text));
  return found === undefined ? null : source.replace(found, after);
}

function main() {
  const nextDir = path.join(root, 'node_modules/next');
  const { version } = JSON.parse(fs.readFileSync(path.join(nextDir, 'package.json'), 'utf8'));
  const failures = [];
  for (const patch of patches) {
    for (const relative of patch.files) {
      const file = path.join(nextDir, relative);
      if (!fs.existsSync(file)) {
        failures.push(`${patch.name} (${patch.issue}): ${relative} is missing in next ${version}`);
        continue;
      }
      const source = fs.readFileSync(file, 'utf8');
      const patched = applyPatch(patch, relative, source);
      if (patched === null) {
        failures.push(`${patch.name} (${patch.issue}): the text it replaces is gone from ${relative} in next ${version}`);
        continue;
      }
      if (patched === source) continue;
      // Write a new file and rename it over the old one: node_modules may be hard-linked to other checkouts.
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, patched);
      fs.renameSync(temporary, file);
      console.log(`patch-next (${patch.name}): patched ${relative}`);
    }
  }
  if (failures.length === 0) return;
  console.error(
    [
      'patch-next: a fix to Next no longer applies, so this install would serve the bug it fixes.',
      ...failures.map((failure) => `  - ${failure}`),
      'Check the upstream issue: if the fix landed, remove the patch from scripts/patch-next.mjs and its entry',
      'in docs/decisions.md ("Framework internals we rely on"); if the code moved, write the patch again.',
    ].join('\n'),
  );
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

/**
 * Builds the shop's server (server.ts, lib/edge/serve.ts) into one ES module next to Next's
 * build, so `npm start` runs plain Node with no TypeScript loader. Packages stay imports of
 * node_modules (Next, pino, zod...); only the project's own modules are bundled. Runs after
 * `next build` (npm's postbuild).
 */
import path from 'node:path';
import { build } from 'esbuild';
import { nextDistDir } from '../lib/runtime/build-folder.mjs';

const outfile = path.join(nextDistDir(), 'shop-server.mjs');
await build({
  entryPoints: ['server.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log(`Built ${outfile}`);

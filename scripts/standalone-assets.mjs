/**
 * `next build` with `output: 'standalone'` leaves the browser assets and public/ out of
 * .next/standalone (a CDN may serve them); this shop serves them itself, so they are copied in.
 * It also keeps PORT as given for the start-up check: Next's server.js reads it with parseInt,
 * falls back to 3000 on a bad value and overwrites PORT with the port it bound, so
 * `PORT=abc node server.js` would start quietly on 3000. Runs after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const standalone = path.join(distDir, 'standalone');
if (!fs.existsSync(standalone)) {
  console.error(`${standalone} is missing: run next build first.`);
  process.exit(1);
}
fs.cpSync(path.join(distDir, 'static'), path.join(standalone, distDir, 'static'), { recursive: true });
fs.cpSync('public', path.join(standalone, 'public'), { recursive: true });
const server = path.join(standalone, 'server.js');
const keepPort = "process.env.SHOP_PORT_AS_GIVEN = process.env.PORT ?? ''\n";
const source = fs.readFileSync(server, 'utf8');
if (!source.startsWith(keepPort)) fs.writeFileSync(server, keepPort + source);
console.log(`Copied ${distDir}/static and public/ into ${standalone}; server.js keeps PORT as given`);

/**
 * `next build` with `output: 'standalone'` leaves the browser assets and public/ out of
 * .next/standalone (a CDN may serve them); this shop serves them itself, so they are copied in.
 * Runs after `npm run build`.
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
console.log(`Copied ${distDir}/static and public/ into ${standalone}`);

/**
 * The framework's floor of first-load JavaScript (issue 26): a bare App Router page built with
 * this project's Next, React and compiler in a scratch folder, measured the same way as the
 * shop's routes, so the bench can print the shop's own code above it. The scratch app sits
 * inside the project (`.next-bare`, ignored by git), because Turbopack compiles nothing outside
 * the folder of the nearest lockfile, and reads the project's node_modules from there.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip bytes of a route's first-load chunks, as the build's statistics list them. */
export function firstLoadGzip(distDir, entry) {
  return entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipSync(fs.readFileSync(path.join(distDir, path.relative('.next', chunk)))).length, 0);
}

export function routeStats(distDir) {
  const routes = JSON.parse(fs.readFileSync(path.join(distDir, 'diagnostics', 'route-bundle-stats.json'), 'utf8'));
  return Array.isArray(routes) ? routes : Object.entries(routes).map(([route, value]) => ({ route, ...value }));
}

/** The shop's own first-load budget above the floor, per route (issue 26). */
export const OWN_CODE_BUDGET_KB = 15;

/**
 * Prints every page route of the build (each language page and the root not-found page) with its
 * first-load gzip and the shop's own KB above the floor, and marks those over the budget. Reads
 * the built chunks only: no server is needed.
 */
export function printFirstLoad(distDir, floor) {
  const pages = routeStats(distDir)
    .filter((entry) => entry.route.startsWith('/[locale]') || entry.route === '/_not-found')
    .map((entry) => ({ route: entry.route, gzip: firstLoadGzip(distDir, entry), raw: entry.firstLoadUncompressedJsBytes }))
    .sort((a, b) => b.gzip - a.gzip || a.route.localeCompare(b.route));
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`\nfirst-load JavaScript, gzip, of the chunks the build lists for each page route; a bare Next page of this version: ${kb(floor)} KB`);
  console.log(`${'route'.padEnd(56)}${'KB'.padStart(8)}${'above'.padStart(8)}${'raw KB'.padStart(8)}`);
  for (const page of pages) {
    const above = (page.gzip - floor) / 1024;
    console.log(`${page.route.padEnd(56)}${kb(page.gzip).padStart(8)}${above.toFixed(1).padStart(8)}${kb(page.raw).padStart(8)}${above > OWN_CODE_BUDGET_KB ? `  OVER ${OWN_CODE_BUDGET_KB} KB` : ''}`);
  }
  const over = pages.filter((page) => (page.gzip - floor) / 1024 > OWN_CODE_BUDGET_KB).length;
  console.log(`${pages.length} page routes, ${over} over the shop's own ${OWN_CODE_BUDGET_KB} KB`);
}

export function bareNextFloor(projectDir = process.cwd()) {
  const scratch = path.join(projectDir, '.next-bare');
  fs.rmSync(scratch, { recursive: true, force: true });
  try {
    fs.mkdirSync(path.join(scratch, 'app'), { recursive: true });
    fs.writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({ name: 'bare-next', private: true }));
    // Without a configuration of its own Next would take the shop's, found in the folder above.
    fs.writeFileSync(path.join(scratch, 'next.config.mjs'), 'export default {};\n');
    fs.writeFileSync(path.join(scratch, 'app', 'layout.js'), "export default function Layout({ children }) { return <html lang=\"en\"><body>{children}</body></html>; }\n");
    fs.writeFileSync(path.join(scratch, 'app', 'page.js'), 'export default function Page() { return <p>bare</p>; }\n');
    execFileSync(path.join(projectDir, 'node_modules', '.bin', 'next'), ['build'], { cwd: scratch, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' } });
    const entry = routeStats(path.join(scratch, '.next')).find((route) => route.route === '/');
    return firstLoadGzip(path.join(scratch, '.next'), entry);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Marks every route's first-load chunks for eager compilation (V8's explicit compile hints,
 * Chrome 136+). Chromium compiles a script's top level while it streams in, on a background
 * thread, but only pre-parses the functions inside it; a function is compiled in full on the main
 * thread the first time it runs. Turbopack wraps every module in a function, so on a cold load the
 * task that starts the app was mostly compiling module bodies, React DOM's above all: 142 ms of
 * 184 ms in a CPU profile of the product page under Lighthouse's fourfold slowdown. With the comment
 * at the top of a file, V8 compiles all of its functions while it streams instead, and that task
 * took about half as long (docs/decisions.md, "Fonts, pictures and compile hints"). Only first-load chunks are
 * marked: each of their modules runs while the page starts, while a lazy chunk (the gallery viewer,
 * the filter dialog) is loaded for one interaction and would be compiled whole for a part of it.
 * Other engines ignore the comment. Runs after `next build` (npm's postbuild), before the static
 * files are copied into the standalone folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { nextDistDir } from '../lib/runtime/build-folder.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The file with the hint first, or null when it has it already. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? null : COMPILE_HINT + source;
}

/** The first-load chunks of every route, as the build's own statistics list them, without repeats. */
export function firstLoadChunks(routeStats) {
  return [...new Set(routeStats.flatMap((route) => route.firstLoadChunkPaths))];
}

function main() {
  const distDir = nextDistDir();
  const statsFile = path.join(distDir, 'diagnostics', 'route-bundle-stats.json');
  if (!fs.existsSync(statsFile)) {
    console.error(`${statsFile} is missing: run next build first.`);
    process.exit(1);
  }
  let marked = 0;
  const chunks = firstLoadChunks(JSON.parse(fs.readFileSync(statsFile, 'utf8')));
  for (const chunk of chunks) {
    const hinted = withCompileHint(fs.readFileSync(chunk, 'utf8'));
    if (hinted === null) continue;
    fs.writeFileSync(chunk, hinted);
    marked += 1;
  }
  console.log(`Compile hints: ${marked} of ${chunks.length} first-load chunks marked in ${distDir}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();

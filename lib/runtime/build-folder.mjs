// @ts-check
/**
 * The folder `next build` writes (next.config.ts's `distDir`): NEXT_DIST_DIR lets several
 * developers' servers share one checkout without sharing a build folder. Plain JavaScript: the
 * build scripts and the page cache handler, which Next loads by path, read it as the server does.
 */
export function nextDistDir() {
  return process.env.NEXT_DIST_DIR ?? '.next';
}

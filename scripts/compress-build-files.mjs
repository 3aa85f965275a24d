/**
 * Compresses the build's static files (scripts, style sheets, SVG) once, with brotli at its best
 * quality and gzip, into `<distDir>/static-compressed/`, where the edge finds them
 * (lib/edge/build-files.ts). Next compresses each of these files with gzip again on every request:
 * about 3 ms of the server's one thread for React DOM's chunk, and a sixth more bytes than brotli
 * (docs/edge.md, "Build files"). Brotli's best quality takes a few seconds for the whole build,
 * which a request could not wait for. Runs after compile-hints.mjs, which rewrites some chunks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { nextDistDir } from '../lib/runtime/build-folder.mjs';

/** Text the browser decompresses; fonts and pictures are compressed formats of their own. */
export const COMPRESSED_TYPES = new Set(['.js', '.css', '.svg', '.json', '.txt', '.map']);
export const COMPRESSED_DIR = 'static-compressed';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The brotli and gzip forms of `raw`, each only when it is smaller than the file itself. */
export async function compressedForms(raw) {
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br: br.length < raw.length ? br : null, gz: gz.length < raw.length ? gz : null };
}

function filesUnder(folder) {
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function main() {
  const distDir = nextDistDir();
  const staticDir = path.join(distDir, 'static');
  const outDir = path.join(distDir, COMPRESSED_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  const files = filesUnder(staticDir).filter((file) => COMPRESSED_TYPES.has(path.extname(file)));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const forms = await compressedForms(fs.readFileSync(file));
      const target = path.join(outDir, path.relative(staticDir, file));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      if (forms.br) fs.writeFileSync(`${target}.br`, forms.br);
      if (forms.gz) fs.writeFileSync(`${target}.gz`, forms.gz);
      written += 1;
    }),
  );
  console.log(`Compressed ${written} static files into ${outDir}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });

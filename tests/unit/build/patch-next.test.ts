import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyPatch, patches } from '../../../scripts/patch-next.mjs';

const byName = (name: string) => patches.find((patch) => patch.name === name)!;

describe('applyPatch', () => {
  const loopback = byName('loopback');
  const file = loopback.files[0];
  const original = `const initUrl = \`\${protocol}://\${formatHostname(opts.hostname || 'localhost')}:\${opts.port}\`;`;

  it.each([
    ['the original text is replaced', original, 'patched'],
    ['a patched file is left as it is', original.replace("(opts.hostname || 'localhost')", loopback.after(file)), 'same'],
    ['a file without the text is refused', 'const initUrl = normaliseHost(opts.hostname);', 'refused'],
  ])('%s', (_case, source, outcome) => {
    const result = applyPatch(loopback, file, source);
    if (outcome === 'refused') expect(result).toBeNull();
    else if (outcome === 'same') expect(result).toBe(source);
    else expect(result).toBe(original.replace("(opts.hostname || 'localhost')", loopback.after(file)));
  });

  it('names the render result class of each module format', () => {
    const badRequest = byName('bad-request');
    expect(badRequest.after('dist/server/base-server.js')).toContain('_renderresult.default.fromStatic');
    expect(badRequest.after('dist/esm/server/base-server.js')).toContain(' RenderResult.fromStatic');
  });

  it('names the upstream issue of every patch (docs/decisions.md lists them)', () => {
    const decisions = fs.readFileSync(path.join(process.cwd(), 'docs/decisions.md'), 'utf8');
    for (const patch of patches) {
      expect(patch.issue).toMatch(/^vercel\/next\.js#\d+$/);
      expect(decisions).toContain(patch.issue);
    }
  });
});

describe('the install step', () => {
  /** The script copied into a throwaway project whose next package has `files`. */
  function runAgainst(files: Record<string, string>) {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'patch-next-'));
    try {
      fs.mkdirSync(path.join(project, 'scripts'));
      fs.copyFileSync(path.join(process.cwd(), 'scripts/patch-next.mjs'), path.join(project, 'scripts/patch-next.mjs'));
      const next = path.join(project, 'node_modules/next');
      for (const [relative, text] of Object.entries({ 'package.json': '{"version":"99.0.0"}', ...files })) {
        fs.mkdirSync(path.dirname(path.join(next, relative)), { recursive: true });
        fs.writeFileSync(path.join(next, relative), text);
      }
      const run = spawnSync(process.execPath, [path.join(project, 'scripts/patch-next.mjs')], { encoding: 'utf8' });
      const read = (relative: string) => fs.readFileSync(path.join(next, relative), 'utf8');
      return { status: run.status, stderr: run.stderr, read: Object.fromEntries(Object.keys(files).map((name) => [name, read(name)])) };
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  }

  const everyFile = (text: (patch: (typeof patches)[number], relative: string) => string) =>
    Object.fromEntries(patches.flatMap((patch) => patch.files.map((relative) => [relative, text(patch, relative)])));

  it('patches every file and exits 0 when every text is found', () => {
    const run = runAgainst(everyFile((patch) => `before ${patch.before.at(-1)} after`));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    for (const patch of patches) for (const relative of patch.files) expect(run.read[relative]).toContain(patch.after(relative));
  });

  it('fails the install, naming the patch, its issue and the version, when a text is gone', () => {
    const run = runAgainst(everyFile((patch) => (patch.name === 'bad-request' ? 'rewritten upstream' : `before ${patch.before.at(-1)} after`)));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('bad-request (vercel/next.js#94278): the text it replaces is gone from dist/server/base-server.js in next 99.0.0');
    expect(run.stderr).not.toContain('loopback');
  });

  it('fails the install when a file it patches is gone', () => {
    const files = everyFile((patch) => `before ${patch.before.at(-1)} after`);
    delete files['dist/esm/server/lib/router-utils/resolve-routes.js'];
    const run = runAgainst(files);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('loopback (vercel/next.js#94745): dist/esm/server/lib/router-utils/resolve-routes.js is missing in next 99.0.0');
  });
});

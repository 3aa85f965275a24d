#!/usr/bin/env node
// Merges a fragment { "en": {...}, "es": {...}, "ja": {...} } into messages/{en,es,ja}.json.
// Used while several people add namespaces at once; a lock directory serialises writers.
import fs from 'node:fs';
import path from 'node:path';

const [fragmentPath] = process.argv.slice(2);
if (!fragmentPath) {
  console.error('usage: node scripts/merge-messages.mjs fragment.json');
  process.exit(2);
}
const fragment = JSON.parse(fs.readFileSync(fragmentPath, 'utf8'));
const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'messages');
const lock = path.join(root, '.lock');

const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    else target[key] = value;
  }
  return target;
};

const started = Date.now();
for (;;) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (Date.now() - started > 10_000) fs.rmSync(lock, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  for (const locale of ['en', 'es', 'ja']) {
    if (!fragment[locale]) throw new Error(`fragment has no "${locale}" section`);
    const file = path.join(root, `${locale}.json`);
    const merged = merge(JSON.parse(fs.readFileSync(file, 'utf8')), fragment[locale]);
    fs.writeFileSync(file, JSON.stringify(merged, null, 2) + '\n');
  }
} finally {
  fs.rmSync(lock, { recursive: true, force: true });
}

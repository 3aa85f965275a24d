#!/usr/bin/env node
// The npm registry mirror this project is built on serves only the platform packages of this
// host: optional binaries for other systems (@next/swc-darwin-arm64, ...) answer 404, so
// `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock as
// out of sync. This adds each missing optional dependency back as an optional entry, which is
// what the lock looks like when made against the full registry. Run after `npm install`.
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    packages[hoisted] = { version, optional: true };
    added++;
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${added} optional platform entries added.`);

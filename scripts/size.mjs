#!/usr/bin/env node
// Prints the gzip first-load JS of every page of the production build (`next build` first).
// First load = the app's shared chunks (/_app) + the page's own chunks, each counted once.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const dist = process.env.NEXT_DIST_DIR || '.next';
const manifestPath = path.join(dist, 'build-manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build at ${dist}/ — run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const BUDGET_SHARED_KB = 150;

const cache = new Map();
function gz(file) {
  if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return cache.get(file);
}
const js = (files = []) => files.filter((f) => f.endsWith('.js'));
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const sum = (files) => files.reduce((total, f) => total + gz(f), 0);

const shared = js(manifest.pages['/_app']);
const sharedBytes = sum(shared);
const rows = Object.keys(manifest.pages)
  .filter((route) => route !== '/_app')
  .sort()
  .map((route) => {
    const own = js(manifest.pages[route]).filter((f) => !shared.includes(f));
    return { route, own: sum(own), total: sharedBytes + sum(own) };
  });

console.log('gzip first-load JS (kB)');
console.log(`${'route'.padEnd(34)}${'page'.padStart(8)}${'total'.padStart(9)}`);
for (const r of rows) console.log(`${r.route.padEnd(34)}${kb(r.own)} ${kb(r.total)}`);
console.log(`${'shared by all (/_app)'.padEnd(34)}${kb(sharedBytes)}`);
const largest = rows.reduce((a, b) => (b.total > a.total ? b : a), rows[0] ?? { total: 0, route: '-' });
console.log(`largest first load: ${largest.route} ${kb(largest.total).trim()} kB`);
console.log(
  `shared budget ${BUDGET_SHARED_KB} kB: ${sharedBytes / 1024 <= BUDGET_SHARED_KB ? 'within' : 'OVER'} (ratio ${(sharedBytes / 1024 / BUDGET_SHARED_KB).toFixed(2)})`,
);
if (process.argv.includes('--check') && sharedBytes / 1024 > BUDGET_SHARED_KB) process.exit(1);

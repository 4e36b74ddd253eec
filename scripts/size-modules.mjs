#!/usr/bin/env node
// Which packages fill the shared first-load JS: attributes every minified byte of the /_app
// chunks to its source through the source maps. ROUTE=/activations looks at that page's own
// chunks (its first load minus the shared ones) instead. Run through `npm run size:modules`, which
// builds with BUNDLE_SOURCE_MAPS=1 into its own folder so the served build has no maps.
// Figures are minified bytes, and an estimate of each package's share of the real gzip total
// (its code gzipped on its own, scaled so the column adds up to the chunks' gzip size).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import sourceMap from 'source-map-js';

const dist = process.env.NEXT_DIST_DIR || '.next-size';
const manifest = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'));
const detail = process.argv[2]; // e.g. `@mui/material` lists that package file by file
const route = process.env.ROUTE;
const shared = manifest.pages['/_app'];
if (route && !manifest.pages[route]) {
  console.error(`${route}: not a page of this build`);
  process.exit(1);
}
const files = route ? manifest.pages[route].filter((f) => !shared.includes(f)) : shared;

const bySource = new Map();
const codeBySource = new Map();
let realGzip = 0;
for (const file of files.filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const ref = code.match(/sourceMappingURL=(\S+)\s*$/);
  const mapFile = ref ? path.join(dist, path.dirname(file), ref[1]) : '';
  if (!existsSync(mapFile)) {
    console.error(`${file}: no source map — build with BUNDLE_SOURCE_MAPS=1`);
    process.exit(1);
  }
  realGzip += gzipSync(code, { level: 9 }).length;
  const lines = code.split('\n');
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const consumer = new sourceMap.SourceMapConsumer(map);
  // The consumer normalises `../../src/x` to `src/x`, which would mix Next.js's sources with
  // the app's: keep the paths as the map wrote them (same order as consumer.sources).
  const raw = new Map(consumer.sources.map((normalised, i) => [normalised, map.sources[i]]));
  let previous = null;
  consumer.eachMapping((m) => {
    if (previous && previous.line === m.generatedLine) {
      bySource.set(previous.source, (bySource.get(previous.source) ?? 0) + m.generatedColumn - previous.column);
      const parts = codeBySource.get(previous.source) ?? [];
      parts.push(lines[m.generatedLine - 1].slice(previous.column, m.generatedColumn));
      codeBySource.set(previous.source, parts);
    }
    previous = { line: m.generatedLine, column: m.generatedColumn, source: raw.get(m.source) ?? m.source ?? '?' };
  });
}

function group(source) {
  // webpack keeps the paths of packages' own source maps relative: `../../src/…` is Next.js's
  // source (next-i18next's under src/pagesRouter), `webpack/…` its runtime.
  if (source.startsWith('webpack://_N_E/../../src/')) {
    return source.includes('/src/pagesRouter/') ? 'next-i18next' : 'next';
  }
  if (source.startsWith('webpack://_N_E/webpack/')) return 'webpack runtime';
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source.replace(/^.*?\/(src|pages)\//, '$1/');
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  // notistack's source map names its files node_modules/src/…
  const name = parts[0] === 'src' ? 'notistack' : parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  return detail && name === detail ? parts.join('/') : name;
}

const totals = new Map();
const code = new Map();
for (const [source, bytes] of bySource) {
  const name = group(source);
  totals.set(name, (totals.get(name) ?? 0) + bytes);
  code.set(name, (code.get(name) ?? '') + (codeBySource.get(source) ?? []).join(''));
}
const all = [...totals.values()].reduce((a, b) => a + b, 0);
const alone = new Map([...code].map(([name, text]) => [name, gzipSync(text, { level: 9 }).length]));
const scale = realGzip / [...alone.values()].reduce((a, b) => a + b, 0);
console.log(
  `${route ? `${route} own chunks` : 'shared /_app chunks'}: ${(all / 1024).toFixed(1)} kB minified, ${(realGzip / 1024).toFixed(1)} kB gzip`,
);
console.log('   minified    share   gzip≈  source');
for (const [name, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP || 30))) {
  const gz = (alone.get(name) * scale) / 1024;
  console.log(
    `${(bytes / 1024).toFixed(1).padStart(7)} kB ${((bytes / all) * 100).toFixed(1).padStart(5)}% ${gz.toFixed(1).padStart(6)} kB  ${name}`,
  );
}

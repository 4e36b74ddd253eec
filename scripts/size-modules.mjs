#!/usr/bin/env node
// Which packages fill the shared first-load JS: attributes every minified byte of the /_app
// chunks to its source through the source maps. Run through `npm run size:modules`, which
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

const bySource = new Map();
const codeBySource = new Map();
let realGzip = 0;
for (const file of manifest.pages['/_app'].filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const ref = code.match(/sourceMappingURL=(\S+)\s*$/);
  const mapFile = ref ? path.join(dist, path.dirname(file), ref[1]) : '';
  if (!existsSync(mapFile)) {
    console.error(`${file}: no source map — build with BUNDLE_SOURCE_MAPS=1`);
    process.exit(1);
  }
  realGzip += gzipSync(code, { level: 9 }).length;
  const lines = code.split('\n');
  const consumer = new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  let previous = null;
  consumer.eachMapping((m) => {
    if (previous && previous.line === m.generatedLine) {
      bySource.set(previous.source, (bySource.get(previous.source) ?? 0) + m.generatedColumn - previous.column);
      const parts = codeBySource.get(previous.source) ?? [];
      parts.push(lines[m.generatedLine - 1].slice(previous.column, m.generatedColumn));
      codeBySource.set(previous.source, parts);
    }
    previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '?' };
  });
}

function group(source) {
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
console.log(`shared /_app chunks: ${(all / 1024).toFixed(1)} kB minified, ${(realGzip / 1024).toFixed(1)} kB gzip`);
console.log('   minified    share   gzip≈  source');
for (const [name, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP || 30))) {
  const gz = (alone.get(name) * scale) / 1024;
  console.log(
    `${(bytes / 1024).toFixed(1).padStart(7)} kB ${((bytes / all) * 100).toFixed(1).padStart(5)}% ${gz.toFixed(1).padStart(6)} kB  ${name}`,
  );
}

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
// Issue 17's targets are shared ≤ 175 kB and every page ≤ 230 kB; the budgets are what the build
// reaches today (lower them as the bundle shrinks) so that CI catches any growth. Measured
// 213.8 kB shared and /rent 287.9 kB after site alerts, the list filters' pickers and the phone
// sheet's drawer moved out of the first load.
// 214 → 214.1 in stop 20: the documentation links' phone fix (each link keeps its width, the row
// opens scrolled to the current page; doc-nav.tsx is in the shell) came to 16 bytes over 214 kB.
// 214.1 → 214.2 in stop 22: the shell's hydration boundaries (hydration-boundary.tsx), +109 bytes.
// 214.2 → 214.4 in stop 25: links that prefetch on hover (app-link.tsx) and one Intl formatter per
// language (intl-formats.ts), both removing main-thread work at load; 214.3 kB measured.
// 214.4 → 214.7 in stop 28: V8's compile hint as the first line of each first-load chunk
// (scripts/compile-hints.ts, about 25 bytes gzip a chunk): blocking time down 60–80 % on the
// lighter pages; 214.6 kB measured.
// 214.7 → 215.3 in stop 29: the catalogue index's cards as plain links (catalog-index.tsx, no
// Card, CardActionArea or Stack) changed how Turbopack groups the shared chunks: 215.2 kB
// measured, though none of that page's code is in them (docs/performance-issue-17.md, stop 29).
// 215.3 → 215.7 in stop 32: prices and counts written from the marks the server sends
// (number-symbols.ts), so the browser builds no Intl.NumberFormat, whose first one was 35–65 ms
// of main thread (130–190 ms at a phone's 4×) on every page with a price; 215.6 kB measured.
// 215.7 → 206.5 in stop 40: the theme and its provider without CSS variables (mui-no-vars.ts:
// Material's createTheme and ThemeProvider each brought the CSS-variables variant they never ran),
// the nav's count badge and the page column without Badge and Container; 206.4 kB measured.
// 206.5 → 203 in stop 40: the documentation nav's links as ButtonBase with `buttonStyles`, which
// took Material's Button and the CircularProgress it imports out of the shell; 202.8 kB measured.
const BUDGET_SHARED_KB = Number(process.env.SIZE_BUDGET_SHARED_KB ?? 203);
// 288 → 289 in stop 18: the phone picker's price step (the card in the list's place) added
// 0.2 kB to /rent and the home page.
// 289 → 279 in stop 25: copy buttons without MUI's Tooltip (Popper), /rent 289.0 → 278.1 kB.
// 279 → 236 in stop 39: no page loads Material's TextField (and with it its Select, Menu,
// Popover and Modal) before a dialog opens; forms draw `OutlinedTextField`, statuses
// `StatusChip`, /history's tabs `TabBar`. The largest page is now /rent at 235.0 kB; /settings/api
// went 268.2 → 231.7.
// 236 → 230 in stop 40, issue 17's page target, with the shared bundle above: /rent 235.1 → 229.7
// kB, the social sign-in callbacks 231.9 → 226.6.
// Stop 53: loading placeholders drawn by our own `Placeholder` instead of Material's Skeleton
// (about 0.8 kB off every page that shows one) made room on /rent for the active list's filters
// in the address (use-query-state.ts): /rent 235,239 → 234,967 bytes with both; the picker's
// choice kept as a draft (picker-choice.ts) then took it to 235,231.
// 230 → 226 in stop 56: the phone sheet's Done drawn by the `.button` classes (phone-sheet.tsx) was
// the last thing on /rent's and /activations' first load importing Material's Button and the
// CircularProgress it brings: /rent 235,537 → 230,756 bytes, /activations 222.1 → 217.9 kB (with
// the head's theme-color kept in step by color-mode.tsx, +47 bytes on every page).
const BUDGET_PAGE_KB = Number(process.env.SIZE_BUDGET_PAGE_KB ?? 226);

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
const sharedOver = sharedBytes / 1024 > BUDGET_SHARED_KB;
const pageOver = largest.total / 1024 > BUDGET_PAGE_KB;
console.log(
  `shared budget ${BUDGET_SHARED_KB} kB: ${sharedOver ? 'OVER' : 'within'} (ratio ${(sharedBytes / 1024 / BUDGET_SHARED_KB).toFixed(2)})`,
);
console.log(
  `page budget ${BUDGET_PAGE_KB} kB: ${pageOver ? 'OVER' : 'within'} (largest ratio ${(largest.total / 1024 / BUDGET_PAGE_KB).toFixed(2)})`,
);
if (process.argv.includes('--check') && (sharedOver || pageOver)) process.exit(1);

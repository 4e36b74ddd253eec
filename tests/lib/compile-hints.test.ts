import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT } from '../../scripts/compile-hints';

// scripts/compile-hints.ts (issue 17): the scripts a page loads at start are compiled by V8 off
// the main thread; scripts loaded on demand are left as Turbopack wrote them.
let dist: string;
const APP = 'push("app.js");\n//# sourceMappingURL=x1y2.js.map';
const chunk = (name: string) => path.join(dist, 'static/chunks', name);
const read = (name: string) => readFileSync(chunk(name), 'utf8');

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'hints-'));
  mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
  const manifest = {
    pages: {
      '/_app': ['static/chunks/app.js', 'static/chunks/app.css', 'static/chunks/runtime.js'],
      '/faq': ['static/chunks/faq.js', 'static/chunks/runtime.js'],
    },
  };
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify(manifest));
  for (const name of ['runtime.js', 'faq.js', 'dialog.js']) writeFileSync(chunk(name), `push("${name}");`);
  // Turbopack names a chunk's map apart from the chunk; the chunk's last line says which it is.
  writeFileSync(chunk('app.js'), APP);
  writeFileSync(chunk('x1y2.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }));
  writeFileSync(chunk('app.css'), 'body{margin:0}');
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

test("every page's first-load scripts get the hint as their first line, and nothing else does", () => {
  expect(addCompileHints(dist)).toEqual(['static/chunks/app.js', 'static/chunks/faq.js', 'static/chunks/runtime.js']);
  for (const name of ['runtime.js', 'faq.js']) expect(read(name)).toBe(`${COMPILE_HINT}push("${name}");`);
  expect(read('app.js')).toBe(COMPILE_HINT + APP);
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  expect(read('dialog.js')).toBe('push("dialog.js");');
  expect(read('app.css')).toBe('body{margin:0}');
});

test('a source map moves down the one line the hint adds', () => {
  addCompileHints(dist);
  expect(JSON.parse(read('x1y2.js.map'))).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
});

test('a second run changes nothing (a chunk kept from the last build is already hinted)', () => {
  addCompileHints(dist);
  expect(addCompileHints(dist)).toEqual([]);
  expect(read('app.js')).toBe(COMPILE_HINT + APP);
  expect(JSON.parse(read('x1y2.js.map')).mappings).toBe(';AAAA;AACA');
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { createValidFileMatcher } from 'next/dist/server/lib/find-page-file';
import { getPageFromPath } from 'next/dist/build/route-discovery';

// Issue 14: the API is one catch-all (src/bff/proxy/dispatch.ts routes every path), and the
// benchmark's reference routes are part of a BENCH=1 build only. Issue 19: the sidebar's cached
// lists have a file of their own (pages/api/sidebar.ts, the same handler as through the
// catch-all), so Next serves them without the catch-all's per-request route matching. Asked of Next's own route
// discovery with next.config's page extensions, so this is what `next build` does without
// running one.

const NEXT_DEFAULT_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];
const apiDir = path.join(process.cwd(), 'pages', 'api');
const before = process.env.BENCH;
afterEach(() => {
  if (before === undefined) delete process.env.BENCH;
  else process.env.BENCH = before;
});

async function apiRoutes(bench: string | undefined): Promise<string[]> {
  if (bench === undefined) delete process.env.BENCH;
  else process.env.BENCH = bench;
  let config: NextConfig = {};
  await jest.isolateModulesAsync(async () => {
    config = (await import('../../next.config')).default;
  });
  const extensions = config.pageExtensions ?? NEXT_DEFAULT_EXTENSIONS;
  const matcher = createValidFileMatcher(extensions, undefined);
  return readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => matcher.isPageFile(file))
    .map((file) => getPageFromPath(`/api/${file.split(path.sep).join('/')}`, extensions));
}

it.each([undefined, '0', ''])('builds the catch-all and the sidebar, nothing else, with BENCH=%p', async (bench) => {
  // Another dedicated file (login, user…) would only repeat the catch-all under another log label.
  expect((await apiRoutes(bench)).sort()).toEqual(['/api/[...path]', '/api/sidebar']);
});

it('adds the benchmark routes, under their plain paths, with BENCH=1 (npm run bench:bff)', async () => {
  expect((await apiRoutes('1')).sort()).toEqual([
    '/api/[...path]',
    '/api/bench-floor',
    '/api/bench-floor-list',
    '/api/bench-got-proxy',
    '/api/bench-proxy',
    '/api/sidebar',
  ]);
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { createValidFileMatcher } from 'next/dist/server/lib/find-page-file';
import { getPageFromPath } from 'next/dist/build/route-discovery';

// Issue 14: the benchmark's reference routes are part of a BENCH=1 build only; any other
// build has no such routes at all. Asked of Next's own route discovery with next.config's
// page extensions, so this is what `next build` does without running one.

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
  return readdirSync(apiDir)
    .filter((file) => matcher.isPageFile(file))
    .map((file) => getPageFromPath(`/api/${file}`, extensions));
}

it.each([undefined, '0', ''])('leaves the benchmark routes out of a build with BENCH=%p', async (bench) => {
  const routes = await apiRoutes(bench);
  expect(routes).toContain('/api/[...path]');
  expect(routes.filter((route) => route.includes('bench'))).toEqual([]);
});

it('builds them, under their plain paths, with BENCH=1 (npm run bench:bff)', async () => {
  const routes = await apiRoutes('1');
  expect(routes).toEqual(expect.arrayContaining(['/api/bench-floor', '/api/bench-proxy', '/api/[...path]']));
});

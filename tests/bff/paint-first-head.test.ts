import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PaintFirstHead } from '@/bff/ssr/paint-first-head';

/**
 * Issue 17: the document writes one inline call that requests and runs the page's chunks after
 * the first paint (src/bff/ssr/scripts-after-paint.ts), instead of `<script defer>` tags, in the
 * order Next would have run them; development keeps Next's tags.
 */
type HeadContext = PaintFirstHead['context'];
type Files = Parameters<PaintFirstHead['getScripts']>[0];

const files: Files = {
  sharedFiles: ['static/chunks/shared.js'],
  pageFiles: ['static/chunks/page.js'],
  allFiles: ['static/chunks/shared.js', 'static/chunks/page.js', 'static/chunks/page.css'],
};
const context = {
  assetPrefix: '',
  assetQueryString: '',
  mutableAssetQueryString: '',
  isDevelopment: false,
  disableOptimizedLoading: false,
  dynamicImports: ['static/chunks/dialog.js'],
  buildManifest: { polyfillFiles: [], lowPriorityFiles: ['static/build-id/_buildManifest.js'] },
  __NEXT_DATA__: { page: '/' },
} as unknown as HeadContext;

function head(nodeEnv: 'production' | 'development') {
  jest.replaceProperty(process.env, 'NODE_ENV', nodeEnv);
  const element = new PaintFirstHead({ nonce: 'n0nce' });
  element.context = context;
  return element;
}
const markup = (elements: ReactNode[]) => renderToStaticMarkup(createElement(Fragment, null, ...elements));
afterEach(() => jest.restoreAllMocks());

const ORDER = [
  '/_next/static/chunks/dialog.js',
  '/_next/static/chunks/shared.js',
  '/_next/static/chunks/page.js',
  '/_next/static/build-id/_buildManifest.js',
];

test('production: no tag fetches a chunk; one inline call starts them all, in order, after paint', () => {
  const production = head('production');
  expect(production.getDynamicChunks(files)).toEqual([]);
  const html = markup(production.getScripts(files));
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).not.toContain('<link');
  const inline = /^<script nonce="n0nce">([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';
  expect(inline).toContain('first-contentful-paint');
  // Taps that come before React listens are kept first (early-taps.ts), before any chunk can start.
  expect(inline.startsWith('(function keepEarlyTaps()')).toBe(true);
  expect(inline.endsWith(`)(${JSON.stringify(ORDER)})`)).toBe(true);
});

test('development: Next’s deferred script tags as they are', () => {
  const development = head('development');
  const html = markup([...development.getDynamicChunks(files), ...development.getScripts(files)]);
  const scripts = [...html.matchAll(/<script [^>]*>/g)].map(([tag]) => tag);
  expect(scripts.map((tag) => /src="([^"]+)"/.exec(tag)?.[1])).toEqual(ORDER);
  expect(scripts.every((tag) => tag.includes('defer=""') && tag.includes('nonce="n0nce"'))).toBe(true);
  expect(html).not.toContain('preload');
});

import type { NextConfig } from 'next';
import { createNonce, securityHeaders } from './src/bff/security/security-headers';
import { addCompileHints } from './scripts/compile-hints';
import { SYSTEM_SCHEME_HINT } from './src/lib/color-mode-hint';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { i18n } = require('./next-i18next.config.js');

// Prebuilt pages (404, 500) hold Turbopack's inline bootstrap script, so the build-time CSP
// trusts a token of this build that _document writes into them as their nonce. An env
// variable, so the static-generation workers `next build` forks see the same value
// (src/bff/ssr/page-policy.ts; security-headers.ts says why the token may be public).
const buildNonce = (process.env.CODEPORT_BUILD_NONCE ||= createNonce());

// The benchmark's reference routes (pages/api/*.bench.mts) are pages only in a build made
// with BENCH=1 (npm run bench:bff): Next's default extensions do not match `.mts`, so every
// other build leaves them out entirely instead of shipping routes that answer 404.
// Likewise the floor page of npm run bench:pages (pages/bench-floor.floor.mts) with BENCH_FLOOR=1.
const pageExtensions = [
  'tsx',
  'ts',
  'jsx',
  'js',
  ...(process.env.BENCH === '1' ? ['bench.mts'] : []),
  ...(process.env.BENCH_FLOOR === '1' ? ['floor.mts'] : []),
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === '1',
  poweredByHeader: false,
  // npm test runs `tsc --noEmit` over the whole project (tests and scripts too) just before it
  // builds, and sets this to skip the build's own pass over the same files: 30 s of CI.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  pageExtensions,
  i18n,
  // One Emotion copy on server and client: without this Turbopack bundled a
  // second copy for SSR and class names silently differed (stack-notes.md).
  transpilePackages: ['@mui/material-nextjs'],
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  // Tests and e2e build into their own folder so a running dev server is not clobbered.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // CSP, frame-ancestors, referrer policy, nosniff on every response (src/bff/security/security-headers.ts).
  // `locale: false`: with i18n on, Next rewrites a source to `/:nextInternalLocale(en|…)/…`
  // and matches it against the path with the default locale added, but never adds one to
  // /_next/…, so a plain '/:path*' missed every /_next/static asset.
  // Spec §2: the Russian price list lives at /ru/price (proxy.ts redirects /ru/prices there);
  // the page file is pages/prices.tsx. A config rewrite, unlike one in the proxy, is also
  // known to the client router, so a link to /price navigates without a full reload.
  async rewrites() {
    return [{ source: '/ru/price', destination: '/ru/prices', locale: false }];
  },
  async headers() {
    const headers = securityHeaders(process.env.NODE_ENV !== 'production', buildNonce);
    // Chromium-based browsers then state the system's colour mode on every later request, so a
    // page paints in it even when it changed since the cookie was written (src/lib/theme.ts).
    // Not Critical-CH: that would retry every first visit to have it, doubling the first page's
    // wait for light systems too, where the system-scheme script reloads only a dark one's.
    const hints = { key: 'Accept-CH', value: SYSTEM_SCHEME_HINT };
    return [{ source: '/:path*', locale: false, headers: [...headers, hints] }];
  },
  experimental: {
    // Back and Forward return to where the page was scrolled (a long list was back at its top).
    scrollRestoration: true,
    // Turbopack writes its build cache (20 s of a 67 s build here) for the next build to
    // reuse. CI builds once on a fresh clone and never reads it back.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  compiler: {
    // V8 compiles the first-load chunks on a background thread while they download, instead of
    // function by function on the main thread as the page starts (scripts/compile-hints.ts).
    runAfterProductionCompile: async ({ distDir }) => {
      addCompileHints(distDir);
    },
  },
  modularizeImports: {
    '@mui/icons-material': { transform: '@mui/icons-material/{{member}}' },
  },
};

export default nextConfig;

import type { NextConfig } from 'next';
import { securityHeaders } from './src/bff/edge/security-headers';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { i18n } = require('./next-i18next.config.js');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === '1',
  poweredByHeader: false,
  i18n,
  // One Emotion copy on server and client: without this Turbopack bundled a
  // second copy for SSR and class names silently differed (stack-notes.md).
  transpilePackages: ['@mui/material-nextjs'],
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  // Tests and e2e build into their own folder so a running dev server is not clobbered.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // CSP, frame-ancestors, referrer policy, nosniff on every response (src/bff/edge/security-headers.ts).
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') }];
  },
  modularizeImports: {
    '@mui/icons-material': { transform: '@mui/icons-material/{{member}}' },
  },
};

export default nextConfig;

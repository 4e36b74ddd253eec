import { readFileSync, readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The import rules of architecture.md ("Repository layout"), enforced per folder.
const upstream = {
  group: ['**/upstream/**', '@/../upstream/**'],
  message: 'src/ and pages/ meet upstream/ only over HTTP and the contract.',
};
const bffInternals = {
  regex: '^(@/bff/(?!ssr/)|.*/bff/(?!ssr/))',
  message: 'Pages use only the BFF SSR helper (src/bff/ssr).',
};
const bff = { group: ['@/bff', '@/bff/**', '**/bff/**'], message: 'Only pages/api and the SSR helper reach src/bff.' };
const components = { group: ['@/components/**', '**/components/**'], message: 'This layer may not import components.' };
const hooks = { group: ['@/hooks/**', '**/hooks/**'], message: 'This layer may not import hooks.' };
const state = { group: ['@/state/**', '**/state/**'], message: 'This layer may not import client state.' };
const react = { group: ['react', 'react-dom', 'next', 'next/*', '@mui/*'], message: 'This layer is framework-free.' };
const appAll = {
  group: ['@/*', '!@/contracts', '@/**', '!@/contracts/**'],
  message: 'upstream/ imports src/contracts only.',
};
const features = { group: ['@/features/**', '**/features/**'], message: 'Shared code never imports a feature.' };
// bulletproof-react's zones: a feature uses shared code and contracts, never another feature;
// pages and the app shell compose features.
const featureNames = [
  'account',
  'auth',
  'catalog-pages',
  'content',
  'developer',
  'loyalty',
  'numbers',
  'payments',
  'referral',
  'sandbox',
  'support',
];
const featureZones = featureNames.map((name) => ({
  files: [`src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          upstream,
          bff,
          {
            group: ['@/features/*/**', `!@/features/${name}/**`],
            message: `The ${name} feature may not import another feature: move what both need to shared code.`,
          },
        ],
      },
    ],
  },
}));
const fetchBan = {
  selector: "CallExpression[callee.name='fetch']",
  message: 'Components get data through hooks in src/hooks.',
};
// Issue 17: links prefetch on hover and touch, not every link in view (app-link.tsx says why).
const linkBan = {
  selector: "ImportDeclaration[source.value='next/link']",
  message: "Import { Link } from '@/components/common/app-link', not next/link.",
};

// MUI 9's Typography reads its `color` prop as one of its own values (`textSecondary`, `error`…)
// and silently drops a theme path such as `text.secondary`, which its system props took until
// v7: 73 texts meant to be secondary rendered in the primary colour (issue 17, stop 35).
const typographyColorPath = {
  selector: "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'][value.value=/\\./]",
  message: 'Typography ignores a theme path here: color="textSecondary", "error", "warning"…, not "text.secondary".',
};

// zod and the contract schemas stay out of the browser bundle (issue 14): browser code names
// routes through the generated schema-free refs in src/lib/api-routes/ (one file per contract) and imports only types
// from a contract module that has runtime imports (zod, schemas). Contract modules without any
// runtime import (number-limits, support-limits, statement-types, ...) hold plain constants and
// stay importable; the list is read from the files, so a module that gains zod becomes private.
const schemaFreeContracts = readdirSync('src/contracts')
  .filter((f) => f.endsWith('.ts'))
  .filter((f) => !/^import (?!type )/m.test(readFileSync(`src/contracts/${f}`, 'utf8')))
  .map((f) => f.replace(/\.ts$/, ''));
const contractValues = {
  regex: `^(@contracts|@/contracts|(\\.\\./)+contracts)/(?!(${schemaFreeContracts.join('|')})$)`,
  allowTypeImports: true,
  message:
    'Browser code imports only types from schema modules (zod must not reach the bundle): take the route from @/lib/api-routes/<contract>.',
};
const privateRequest = {
  regex: '(^|/)lib/http$|^\\./http$',
  importNames: ['request'],
  message:
    'Requests go through the typed client (src/lib/api-client.ts): apiRequest with a route from @/lib/api-routes/<contract>.',
};
const browserFiles = ['src/features', 'src/hooks', 'src/components', 'src/state', 'src/lib'].map(
  (d) => `${d}/**/*.{ts,tsx}`,
);
// Run-time schema checks of untrusted answers, each loaded on demand (never in the shared shell):
// realtime payloads (imported when the first event arrives) and the social sign-in answer
// (imported when that answer arrives).
const schemaAllowList = ['src/lib/realtime/check-payload.ts', 'src/features/auth/utils/sign-in-answer.ts'];
const tsRestrict = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'playwright-report-faults/**',
      'test-results-faults/**',
      'e2e/artifacts/**',
      'next-env.d.ts',
      '.data/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  restrict(['pages/**/*.{ts,tsx}'], [upstream, bffInternals]),
  restrict(['pages/api/**/*.ts'], [upstream, components, hooks, state]),
  restrict(
    ['src/bff/**/*.ts'],
    [upstream, components, hooks, state, { group: ['react', 'react-dom'], message: 'The BFF is server-only.' }],
  ),
  restrict(
    ['src/contracts/**/*.ts'],
    [upstream, { group: ['@/*', '@/**', '!@/contracts/**', './../*'], message: 'Contracts import zod only.' }, react],
  ),
  restrict(['src/components/**/*.{ts,tsx}'], [upstream, bff, features]),
  restrict(['src/features/shell/**/*.{ts,tsx}'], [upstream, bff]),
  ...featureZones,
  restrict(['src/hooks/**/*.{ts,tsx}'], [upstream, bff, components, features]),
  restrict(['src/state/**/*.{ts,tsx}'], [upstream, bff, components, hooks, features]),
  restrict(['src/lib/**/*.{ts,tsx}'], [upstream, bff, components, hooks, state, features]),
  restrict(['upstream/**/*.ts'], [appAll, bff, components, hooks, state, react]),
  { files: ['**/*.{ts,tsx}'], ignores: ['src/lib/api-client.ts'], rules: tsRestrict([privateRequest]) },
  {
    files: browserFiles,
    ignores: [...schemaAllowList, 'src/lib/api-client.ts'],
    rules: tsRestrict([contractValues, privateRequest]),
  },
  { files: ['src/lib/api-client.ts'], rules: tsRestrict([contractValues]) },
  {
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    ignores: ['src/components/common/app-link.tsx'],
    rules: { 'no-restricted-syntax': ['error', linkBan, typographyColorPath] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/features/**/components/**/*.{ts,tsx}'],
    ignores: ['src/components/common/app-link.tsx'],
    rules: { 'no-restricted-syntax': ['error', fetchBan, linkBan, typographyColorPath] },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,mjs}', 'next-i18next.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;

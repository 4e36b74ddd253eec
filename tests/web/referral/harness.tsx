import type { ReactNode } from 'react';
import type { SessionUser } from '@/state/ssr-user';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { makeUser } from '../test-kit/user';
import type { mockFetch } from '../test-kit/fetch';
import referral from '../../../public/locales/en/referral.json';
import content from '../../../public/locales/en/content.json';
import common from '../../../public/locales/en/common.json';

export { makeUser } from '../test-kit/user';
export { mockFetch, type Call } from '../test-kit/fetch';

export const ORIGIN = 'https://codeport.test';

/** The app's providers with the texts /referral loads (referral, content, common) and a site origin. */
export function renderReferral(ui: ReactNode, options: { user?: SessionUser | null } = {}) {
  return renderApp(ui, {
    i18n: testI18n({ referral, content, common }, 'referral'),
    user: options.user ?? makeUser({ id: 7, currency: 'usd' }),
    config: { origin: ORIGIN },
  });
}

export const summary = (patch: Partial<Record<string, number>> = {}) => ({
  referral_id: 7,
  percent: 10,
  referrals_count: 3,
  earned: 4_250,
  withdrawn: 1_000,
  available: 3_250,
  min_withdrawal: 500,
  ...patch,
});

export const page = <T,>(data: T[], current = 1, last = 1) => ({
  status: true,
  data,
  meta: { current_page: current, last_page: last, per_page: 10, total: data.length },
});

export const withdrawal = (
  id: number,
  patch: Partial<{ amount: number; method: 'balance' | 'card' | 'crypto'; wallet: string; status: string }> = {},
) => ({
  id,
  amount: 1_000,
  method: 'balance' as const,
  wallet: '',
  status: 'paid' as const,
  created_at: '2026-11-20T10:00:00.000Z',
  ...patch,
});

export const earning = (id: number, amount = 250) => ({
  id,
  referred: 'f***d@codeport.test',
  amount,
  created_at: '2026-11-19T08:00:00.000Z',
});

type Routes = Parameters<typeof mockFetch>[0];

/** The GET routes of the page, each overridable. */
export const pageRoutes = (over: Routes = {}): Routes => ({
  'GET /api/referral/history-withdrawals': { body: page([]) },
  'GET /api/referral/earnings': { body: page([]) },
  'GET /api/referral': { body: { status: true, referral: summary() } },
  'GET /api/user': { body: { user: makeUser({ id: 7 }) } },
  ...over,
});

/** The query of each call to `path`, as an object. */
export const queries = (calls: { url: string }[], path: string) =>
  calls
    .filter((c) => c.url.split('?')[0] === path)
    .map((c) => Object.fromEntries(new URLSearchParams(c.url.split('?')[1])));

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ModalsProvider } from '@/state/modals';
import { AlertsProvider, loadAlertsHost } from '@/state/alerts';
import { SsrUserProvider, type SessionUser } from '@/state/ssr-user';
import numbers from '../../../public/locales/en/numbers.json';

// notistack loads on demand in the app; tests load it up front so alerts show synchronously.
beforeAll(() => loadAlertsHost());

/** English `numbers` texts through the same react-i18next the app uses. */
export function testI18n() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { numbers, common: {} } },
    defaultNS: 'numbers',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export function makeUser(patch: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    email: 'a@example.com',
    name: 'A',
    status: 'active',
    email_verified: true,
    balance: 10_000,
    currency: 'usd',
    locale: 'en',
    two_factor_enabled: false,
    favorites: { activation: { services: [], countries: [] }, rent: { services: [], countries: [] } },
    settings: { copying_code: false, confirmation_actions: false, sound_new_sms: false },
    activations: { count: 0, rent_count: 0 },
    notifications_count: 0,
    referral_id: 1,
    created_at: '2026-01-01T00:00:00Z',
    ...patch,
  };
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}
type Reply =
  | { status?: number; body: unknown }
  | ((call: Call) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>);

/**
 * Replaces fetch with a router over `METHOD /path` (query ignored for matching; first
 * matching prefix wins; /api/sidebar by its `target`) and records every call. Unknown routes
 * answer 404.
 */
export function mockFetch(routes: Record<string, Reply>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const call = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    // The sidebar answers for the upstream list it names: tests route on that list's path.
    const [bare = '', qs = ''] = url.split('?');
    const path = bare === '/api/sidebar' ? (new URLSearchParams(qs).get('target') ?? bare) : bare;
    const key =
      Object.keys(routes).find((k) => k === `${method} ${path}`) ??
      Object.keys(routes).find((k) => `${method} ${path}`.startsWith(k));
    const reply = key ? routes[key] : { status: 404, body: { status: false, message: 'Not found' } };
    const { status = 200, body } = typeof reply === 'function' ? await reply(call) : reply!;
    return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  return calls;
}

/** `i18n`: another namespace's texts (tests/web/payments) in the same provider tree. */
export function renderWith(
  ui: ReactNode,
  { user = makeUser(), i18n = testI18n() }: { user?: SessionUser | null; i18n?: ReturnType<typeof testI18n> } = {},
) {
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}
      >
        <SsrUserProvider user={user}>
          <ModalsProvider>
            <AlertsProvider>{ui}</AlertsProvider>
          </ModalsProvider>
        </SsrUserProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
}

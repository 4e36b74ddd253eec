import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '@/lib/theme';
import type { PublicConfig } from '@/lib/page-props';
import { instanceProfile } from '@/lib/instance';
import { ColorModeProvider } from '@/state/color-mode';
import { ConfigProvider } from '@/state/page-config';
import { ModalsProvider, useModals, type ModalFlag } from '@/state/modals';
import { AlertsProvider, loadAlertsHost } from '@/state/alerts';
import { SsrUserProvider, type SessionUser } from '@/state/ssr-user';
import common from '../../../public/locales/en/common.json';

// notistack loads on demand in the app; tests load it up front so alerts show synchronously.
beforeAll(() => loadAlertsHost());

/** The real English `common` texts through the same react-i18next the app uses. */
export function testI18n() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export function makeUser(patch: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    email: 'ann@example.com',
    name: 'Ann',
    status: 'active',
    email_verified: true,
    balance: 12_345,
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

export function makeConfig(patch: Partial<PublicConfig> = {}): PublicConfig {
  return {
    profile: instanceProfile('cis_eu'),
    closedPages: [],
    allowedIds: [],
    origin: 'https://codeport.test',
    realtime: { key: 'k', host: 'localhost', port: 6001, tls: false },
    currency: 'usd',
    ...patch,
  };
}

/** Shows which modal flags are open, so tests can assert on the modal state. */
export function ModalProbe() {
  const { flags } = useModals();
  const open = (Object.keys(flags) as ModalFlag[]).filter((f) => flags[f]);
  return <output data-testid="open-modals">{open.join(',')}</output>;
}

type Reply = { status?: number; body: unknown };

/** Replaces fetch with fixed answers per path; anything else answers 404. */
export function mockFetch(routes: Record<string, Reply>): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input).split('?')[0]!;
    const { status = 200, body } = routes[path] ?? { status: 404, body: { status: false, message: 'Not found' } };
    return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

export function renderShell(
  ui: ReactNode,
  { user = null, config = makeConfig() }: { user?: SessionUser | null; config?: PublicConfig } = {},
) {
  return render(
    <I18nextProvider i18n={testI18n()}>
      <ColorModeProvider initial="light">
        <ThemeProvider theme={buildTheme('light')}>
          <ConfigProvider config={config}>
            <SWRConfig
              value={{
                provider: () => new Map(),
                dedupingInterval: 0,
                shouldRetryOnError: false,
                revalidateOnFocus: false,
              }}
            >
              <SsrUserProvider user={user}>
                <ModalsProvider>
                  <AlertsProvider>
                    {ui}
                    <ModalProbe />
                  </AlertsProvider>
                </ModalsProvider>
              </SsrUserProvider>
            </SWRConfig>
          </ConfigProvider>
        </ThemeProvider>
      </ColorModeProvider>
    </I18nextProvider>,
  );
}

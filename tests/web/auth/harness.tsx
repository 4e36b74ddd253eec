import { useEffect, type ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ModalsProvider, useModals, type ModalsValue, type ModalFlags } from '@/state/modals';
import { AlertsProvider, loadAlertsHost } from '@/state/alerts';
import { SsrUserProvider, type SessionUser } from '@/state/ssr-user';
import { resetAuthFlow, setAuthFlow, type AuthFlow } from '@/state/auth-flow';
import auth from '../../../public/locales/en/auth.json';

// notistack loads on demand in the app; tests load it up front so alerts show synchronously.
beforeAll(() => loadAlertsHost());

// Dialog chunks load through next/dynamic; on 2 busy shared cores the default 1 s wait was flaky.
configure({ asyncUtilTimeout: 4000 });

export { makeUser, mockFetch, type Call } from '../numbers/harness';

export function authI18n() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { auth, common: {} } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** The live modal state, for assertions on which dialogs are open. */
export const modals: { current: ModalsValue | null } = { current: null };
const publish = (value: ModalsValue) => {
  modals.current = value;
};

function ModalsProbe() {
  const value = useModals();
  publish(value);
  useEffect(() => publish(value));
  return null;
}

export const openFlags = () =>
  Object.entries(modals.current?.flags ?? {})
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

export function renderAuth(
  ui: ReactNode,
  {
    user = null,
    flags = {},
    flow = {},
  }: { user?: SessionUser | null; flags?: Partial<ModalFlags>; flow?: Partial<AuthFlow> } = {},
) {
  resetAuthFlow();
  setAuthFlow(flow);
  return render(
    <I18nextProvider i18n={authI18n()}>
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}
      >
        <SsrUserProvider user={user}>
          <ModalsProvider initial={flags}>
            <AlertsProvider>
              <ModalsProbe />
              {ui}
            </AlertsProvider>
          </ModalsProvider>
        </SsrUserProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
}

export const sessionAnswer = (user: SessionUser) => ({ status: true, user });

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ModalsProvider, useModals } from '@/state/modals';
import { AlertsProvider, loadAlertsHost } from '@/state/alerts';
import { SsrUserProvider, type SessionUser } from '@/state/ssr-user';
import content from '../../../public/locales/en/content.json';
import support from '../../../public/locales/en/support.json';
import common from '../../../public/locales/en/common.json';

// notistack loads on demand in the app; tests load it up front so alerts show synchronously.
beforeAll(() => loadAlertsHost());

export { makeUser, mockFetch, type Call } from '../numbers/harness';

function testI18n() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { content, support, common } },
    defaultNS: 'content',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Shows which modal flags are open, so tests can see the login dialog being asked for. */
function ModalProbe() {
  const { flags } = useModals();
  const open = Object.entries(flags)
    .filter(([, v]) => v)
    .map(([k]) => k);
  return <output data-testid="open-modals">{open.join(',')}</output>;
}

/** The providers a content, support or loyalty page needs, with a fresh SWR cache per test. */
export function renderPage(ui: ReactNode, { user }: { user: SessionUser | null }) {
  return render(
    <I18nextProvider i18n={testI18n()}>
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}
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
    </I18nextProvider>,
  );
}

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { PublicConfig } from '@/lib/page-props';
import { ConfigProvider, fallbackConfig } from '@/state/page-config';
import { ModalsProvider } from '@/state/modals';
import { AlertsProvider, loadAlertsHost } from '@/state/alerts';
import { SsrUserProvider, type SessionUser } from '@/state/ssr-user';
import { ServerData } from '@/components/catalog/server-data';
import catalogPages from '../../../public/locales/en/catalog-pages.json';
import content from '../../../public/locales/en/content.json';
import numbers from '../../../public/locales/en/numbers.json';
import common from '../../../public/locales/en/common.json';

// notistack loads on demand in the app; tests load it up front so alerts show synchronously.
beforeAll(() => loadAlertsHost());

export { makeUser, mockFetch, type Call } from '../numbers/harness';

function testI18n() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'catalog-pages': catalogPages, content, numbers, common } },
    defaultNS: 'catalog-pages',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

interface Options {
  user?: SessionUser | null;
  /** What the server rendered, by SWR key (a page's `fallback` prop). */
  fallback?: Record<string, unknown>;
  closedPages?: string[];
  allowedIds?: string[];
}

/** A catalogue page as the app renders it: server data under the hooks, a fresh SWR cache per test. */
export function renderCatalog(
  ui: ReactNode,
  { user = null, fallback, closedPages = [], allowedIds = [] }: Options = {},
) {
  const config: PublicConfig = { ...fallbackConfig, closedPages, allowedIds };
  return render(
    <I18nextProvider i18n={testI18n()}>
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
                <ServerData fallback={fallback}>{ui}</ServerData>
              </AlertsProvider>
            </ModalsProvider>
          </SsrUserProvider>
        </SWRConfig>
      </ConfigProvider>
    </I18nextProvider>,
  );
}

export const service = (id: number, slug: string, name: string, price: number | null, count: number) => ({
  id,
  name,
  slug,
  favorite: false,
  count,
  price,
  icon: `/icons/services/${slug}.svg`,
});

export const country = (id: number, iso: string, name: string, price: number | null, count: number, code = '+1') => ({
  id,
  name,
  iso,
  favorite: false,
  count,
  price,
  flag: `/icons/flags/${iso}.svg`,
  phone_code: code,
});

import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ModalsProvider } from '@/state/modals';
import { AlertsProvider } from '@/state/alerts';
import { ConfigProvider, fallbackConfig } from '@/state/page-config';
import { SsrUserProvider, type SessionUser } from '@/state/ssr-user';
import type { PublicConfig } from '@/lib/page-props';
import account from '../../../public/locales/en/account.json';
import common from '../../../public/locales/en/common.json';

// The confirm dialog loads through next/dynamic; shared busy cores make 1 s too tight.
configure({ asyncUtilTimeout: 4000 });

export { makeUser, mockFetch, type Call } from '../numbers/harness';

function accountI18n() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { account, common } },
    defaultNS: 'account',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** The providers an account page needs, one SWR cache per call. */
export function renderAccount(
  ui: ReactNode,
  { user, config = {} }: { user: SessionUser | null; config?: Partial<PublicConfig> },
) {
  return render(
    <I18nextProvider i18n={accountI18n()}>
      <ConfigProvider config={{ ...fallbackConfig, ...config }}>
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
              <AlertsProvider>{ui}</AlertsProvider>
            </ModalsProvider>
          </SsrUserProvider>
        </SWRConfig>
      </ConfigProvider>
    </I18nextProvider>,
  );
}

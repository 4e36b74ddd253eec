import type { ReactNode } from 'react';
import type { PublicConfig } from '@/lib/page-props';
import { instanceProfile } from '@/lib/instance';
import type { SessionUser } from '@/state/ssr-user';
import { testI18n as kitI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { makeUser as kitUser } from '../test-kit/user';
import common from '../../../public/locales/en/common.json';

/** Fixed answers by exact path, whatever the method; the mock is returned for call assertions. */
export { mockFetchByPath as mockFetch } from '../test-kit/fetch';

/** The real English `common` texts through the same react-i18next the app uses. */
export const testI18n = () => kitI18n({ common }, 'common');

/** The shell's user: Ann, whose name and balance (123.45) the header tests read. */
export const makeUser = (patch: Partial<SessionUser> = {}): SessionUser =>
  kitUser({ id: 7, email: 'ann@example.com', name: 'Ann', balance: 12_345, ...patch });

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

/** The app's providers under its light theme, with the open modal flags in an `open-modals` output. */
export function renderShell(
  ui: ReactNode,
  { user = null, config = makeConfig() }: { user?: SessionUser | null; config?: PublicConfig } = {},
) {
  return renderApp(ui, { i18n: testI18n(), user, config, theme: true, modalProbe: true });
}

import type { ReactNode } from 'react';
import type { PublicConfig } from '@/lib/page-props';
import type { SessionUser } from '@/state/ssr-user';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import account from '../../../public/locales/en/account.json';
import common from '../../../public/locales/en/common.json';

export { makeUser } from '../test-kit/user';
export { mockFetch, type Call } from '../test-kit/fetch';

/** The providers an account page needs, one SWR cache per call. */
export function renderAccount(
  ui: ReactNode,
  { user, config = {} }: { user: SessionUser | null; config?: Partial<PublicConfig> },
) {
  return renderApp(ui, { i18n: testI18n({ account, common }, 'account'), user, config });
}

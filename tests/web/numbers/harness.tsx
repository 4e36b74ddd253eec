import type { ReactNode } from 'react';
import type { SessionUser } from '@/state/ssr-user';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { makeUser } from '../test-kit/user';
import numbers from '../../../public/locales/en/numbers.json';
import common from '../../../public/locales/en/common.json';

export { makeUser } from '../test-kit/user';
export { mockFetch, type Call } from '../test-kit/fetch';

/** The app's providers with the English `numbers` texts; a signed-in user unless told. */
export function renderWith(ui: ReactNode, { user = makeUser() }: { user?: SessionUser | null } = {}) {
  return renderApp(ui, { i18n: testI18n({ numbers, common }, 'numbers'), user });
}

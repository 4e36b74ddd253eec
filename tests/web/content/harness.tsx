import type { ReactNode } from 'react';
import type { SessionUser } from '@/state/ssr-user';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import content from '../../../public/locales/en/content.json';
import support from '../../../public/locales/en/support.json';
import common from '../../../public/locales/en/common.json';

export { makeUser } from '../test-kit/user';
export { mockFetch, type Call } from '../test-kit/fetch';

/**
 * The providers a content, support or loyalty page needs, with a fresh SWR cache per test and
 * the open modal flags in an `open-modals` output, so tests can see the login dialog being asked for.
 */
export function renderPage(ui: ReactNode, { user }: { user: SessionUser | null }) {
  return renderApp(ui, { i18n: testI18n({ content, support, common }, 'content'), user, modalProbe: true });
}

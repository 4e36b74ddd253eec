import { useEffect, type ReactNode } from 'react';
import type { PublicConfig } from '@/lib/page-props';
import { useModals, type ModalsValue, type ModalFlags } from '@/state/modals';
import type { SessionUser } from '@/state/ssr-user';
import { resetAuthFlow, setAuthFlow, type AuthFlow } from '@/state/auth-flow';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import auth from '../../../public/locales/en/auth.json';
import common from '../../../public/locales/en/common.json';

export { makeUser } from '../test-kit/user';
export { mockFetch, type Call } from '../test-kit/fetch';

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

/** The app's providers with the `auth` and `common` texts (the error catalogue's), the given modals open and the auth flow reset to `flow`. */
export function renderAuth(
  ui: ReactNode,
  {
    user = null,
    flags = {},
    flow = {},
    config = {},
  }: {
    user?: SessionUser | null;
    flags?: Partial<ModalFlags>;
    flow?: Partial<AuthFlow>;
    config?: Partial<PublicConfig>;
  } = {},
) {
  resetAuthFlow();
  setAuthFlow(flow);
  return renderApp(
    <>
      <ModalsProbe />
      {ui}
    </>,
    { i18n: testI18n({ auth, common }, 'common'), user, modals: flags, config },
  );
}

export const sessionAnswer = (user: SessionUser) => ({ status: true, user });

/** POST /api/login's answers when the account has two-factor on: the code is asked for first, then it signs in. */
export function loginAskingForCode(user: SessionUser) {
  let n = 0;
  return () =>
    n++ === 0
      ? {
          status: 422,
          body: {
            status: false,
            message: 'Enter the code from your authenticator app.',
            code: 'TWO_FACTOR_REQUIRED',
            action: 'need-2fa-code',
          },
        }
      : { body: sessionAnswer(user) };
}

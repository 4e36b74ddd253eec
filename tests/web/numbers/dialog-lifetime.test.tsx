import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { activation, activeAnswer, listRoutes, sms } from './fixtures';
import { makeUser, mockFetch } from './harness';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { resetRouter, router } from '../test-kit/router-mock';
import numbers from '../../../public/locales/en/numbers.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => resetRouter());

// The messages and extend dialogs say which number they show in app-wide modal state; the
// number's lists belong to the page and the session.
const withCode = activation({ status: 'code_received', messages: [sms(1, '111', true)] });

function routes(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/user/active-numbers': { body: activeAnswer([withCode]) },
    'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
    ...listRoutes(),
    ...extra,
  });
}

async function openMessages() {
  const row = await screen.findByRole('listitem', { name: '+77000000011' });
  await userEvent.click(within(row).getByRole('button', { name: /messages?$/ }));
  return screen.findByRole('dialog', { name: /Activations/ });
}

it('a session that dies while the messages dialog is open closes it: only the login dialog is asked for', async () => {
  // An unread message: opening the dialog marks it read, and that request finds the session gone.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  routes({
    'GET /api/user/active-numbers': {
      body: activeAnswer([activation({ status: 'code_received', messages: [sms(1, '111')] })]),
    },
    'POST /api/activation/11/read-all': async () => {
      await held;
      return { status: 401, body: { status: false, message: 'Unauthenticated.' } };
    },
  });
  renderApp(<ActivationsView />, {
    i18n: testI18n({ numbers, common }, 'numbers'),
    user: makeUser(),
    modalProbe: true,
  });
  const dialog = await openMessages();
  expect(within(dialog).getByText('Telegram code: 111')).toBeInTheDocument();
  await act(async () => release());

  expect(await screen.findByTestId('open-modals')).toHaveTextContent(/^login$/);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText('No messages yet.')).not.toBeInTheDocument();
});

it('leaving the page closes the messages dialog, and Back to it does not bring the dialog back', async () => {
  routes();
  let show: (page: 'activations' | 'support') => void = () => {};
  function Pages() {
    const [page, setPage] = useState<'activations' | 'support'>('activations');
    show = setPage;
    return page === 'activations' ? <ActivationsView /> : <p>support page</p>;
  }
  renderApp(<Pages />, { i18n: testI18n({ numbers, common }, 'numbers'), user: makeUser() });
  const dialog = await openMessages();
  expect(within(dialog).getByText('Telegram code: 111')).toBeInTheDocument();

  // A link out of the page (the router starts the change, then the next page renders)…
  act(() => {
    router.events.emit('routeChangeStart', '/support', { shallow: false });
    show('support');
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // …and the browser's Back.
  act(() => {
    router.events.emit('routeChangeStart', '/activations', { shallow: false });
    show('activations');
  });
  expect(await screen.findByRole('listitem', { name: '+77000000011' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

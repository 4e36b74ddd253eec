import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SandboxPanel } from '@/features/sandbox/components/sandbox-panel';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { makeUser } from '../test-kit/user';
import { mockFetch } from '../test-kit/fetch';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
import sandbox from '../../../public/locales/en/sandbox.json';

const off = {
  enabled: false,
  balance: 10_000,
  currency: 'usd',
  start_balance: 10_000,
  sms_delay_seconds: 5,
  auto_sms: true,
};
const on = { ...off, enabled: true };
const KEY = 'cp_sandbox_key_123';

const render = () =>
  renderApp(<SandboxPanel />, { i18n: testI18n({ sandbox, common }, 'sandbox'), user: makeUser(), config: {} });

describe('Sandbox panel', () => {
  test('creates the first sandbox key without a confirm, shows it once, and hides it on Done', async () => {
    const calls = mockFetch({
      'GET /api/user/sandbox': { body: { status: true, data: off } },
      'POST /api/user/sandbox/key': { body: { status: true, message: 'ok', key: KEY, data: on } },
    });
    render();
    const region = await screen.findByRole('region', { name: 'Sandbox' });
    expect(await within(region).findByText('You have no sandbox key yet.')).toBeInTheDocument();
    expect(within(region).getByTestId('sandbox-balance')).toHaveTextContent('$100.00');
    await userEvent.click(within(region).getByRole('button', { name: 'Create sandbox key' }));
    expect(await screen.findByDisplayValue(KEY)).toBeInTheDocument();
    expect(screen.getByText('Your sandbox key is active.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(KEY)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/user/sandbox/key']);
  });

  test('asks before replacing or revoking a working key; cancel sends nothing', async () => {
    const calls = mockFetch({
      'GET /api/user/sandbox': { body: { status: true, data: on } },
      'DELETE /api/user/sandbox/key': { body: { status: true, message: 'ok', data: off } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Replace sandbox key' }));
    await screen.findByRole('dialog', { name: 'Replace the sandbox key?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the sandbox key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no sandbox key yet.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/user/sandbox/key',
    ]);
  });

  test('turns the automatic code off to let cancels and refunds be tried, and on again', async () => {
    let auto = true;
    const calls = mockFetch({
      'GET /api/user/sandbox': () => ({ body: { status: true, data: { ...on, auto_sms: auto } } }),
      'PUT /api/user/sandbox/settings': (call) => {
        auto = (call.body as { auto_sms: boolean }).auto_sms;
        return { body: { status: true, data: { ...on, auto_sms: auto } } };
      },
    });
    render();
    const toggle = await screen.findByRole('switch', { name: 'Send a code by itself 5 s after each purchase' });
    expect(toggle).toBeChecked();
    expect(screen.getByText(/Turn it off to try cancels and refunds/)).toBeInTheDocument();
    await userEvent.click(toggle);
    await screen.findByRole('switch', { name: /Send a code by itself/, checked: false });
    await userEvent.click(screen.getByRole('switch', { name: /Send a code by itself/ }));
    await screen.findByRole('switch', { name: /Send a code by itself/, checked: true });
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { auto_sms: false },
      { auto_sms: true },
    ]);
  });

  test('shows no automatic-code switch before a sandbox key exists', async () => {
    mockFetch({ 'GET /api/user/sandbox': { body: { status: true, data: off } } });
    render();
    expect(await screen.findByText('You have no sandbox key yet.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  test('resets the sandbox balance and shows the new one', async () => {
    mockFetch({
      'GET /api/user/sandbox': { body: { status: true, data: { ...on, balance: 1_234 } } },
      'POST /api/sandbox/balance/reset': { body: { status: true, message: 'ok', data: on } },
    });
    render();
    expect(await screen.findByTestId('sandbox-balance')).toHaveTextContent('$12.34');
    await userEvent.click(screen.getByRole('button', { name: 'Reset sandbox balance' }));
    expect(await screen.findByText('$100.00')).toBeInTheDocument();
  });

  test('says so when the sandbox cannot be loaded, and retries', async () => {
    let fail = true;
    mockFetch({
      'GET /api/user/sandbox': () =>
        fail ? { status: 500, body: { status: false, message: 'down' } } : { body: { status: true, data: off } },
    });
    render();
    expect(await screen.findByText('The sandbox could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no sandbox key yet.')).toBeInTheDocument();
  });
});

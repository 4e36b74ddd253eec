import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDeliveryItem, WebhookEndpoint } from '@contracts/webhooks';
import { WebhooksPanel } from '@/features/webhooks/components/webhooks-panel';
import { VERIFY_SNIPPET } from '@/features/webhooks/utils/verify-snippet';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { makeUser } from '../test-kit/user';
import { mockFetch } from '../test-kit/fetch';
import { copyAndExpectAnnounced } from '../test-kit/copy';
import webhooks from '../../../public/locales/en/webhooks.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const render = () =>
  renderApp(<WebhooksPanel />, { i18n: testI18n({ webhooks, common }, 'webhooks'), user: makeUser() });

const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 7,
  url: 'https://bot.example.com/hook',
  events: ['activation.code_received', 'balance.topup'],
  payload_style: 'codeport',
  paused: false,
  failure_streak: 0,
  created_at: '2026-03-01T10:00:00.000Z',
  ...over,
});
const delivery = (over: Partial<WebhookDeliveryItem> = {}): WebhookDeliveryItem => ({
  id: 31,
  endpoint_id: 7,
  event: 'webhook.test',
  state: 'delivered',
  status_code: 204,
  attempts: 1,
  sandbox: false,
  last_error: null,
  error_code: null,
  next_attempt_at: null,
  created_at: '2026-03-01T10:05:00.000Z',
  updated_at: '2026-03-01T10:05:01.000Z',
  ...over,
});
const list = (data: WebhookEndpoint[]) => ({ body: { status: true, data, max: 3 } });

describe('webhooks settings', () => {
  test('shows a loading state, then the empty state with an add button', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mockFetch({ 'GET /api/user/webhooks': async () => (await gate, list([])) });
    render();
    expect(screen.getByLabelText('Loading webhooks')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an endpoint' })).toBeInTheDocument();
  });

  test('a failed load says so and retries on request', async () => {
    let attempt = 0;
    mockFetch({
      'GET /api/user/webhooks': () =>
        ++attempt === 1 ? { status: 500, body: { status: false, message: 'boom' } } : list([endpoint()]),
    });
    render();
    expect(await screen.findByText('The webhooks could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('https://bot.example.com/hook')).toBeInTheDocument();
  });

  test('checks the form before sending, then shows the secret once with the verification snippet', async () => {
    const calls = mockFetch({
      'GET /api/user/webhooks': list([]),
      'POST /api/user/webhooks': {
        status: 201,
        body: { status: true, endpoint: endpoint(), secret: 'whsec_abc123' },
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add an endpoint' }));
    const url = await screen.findByRole('textbox', { name: 'Endpoint URL' });
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByText('Enter the address of your endpoint.')).toBeInTheDocument();
    await userEvent.type(url, 'ftp://bot.example.com');
    expect(screen.getByText('Use an https:// address.')).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, 'not an address');
    expect(screen.getByText('This is not a valid address. Start it with https://')).toBeInTheDocument();
    // What `new URL` forgives and the contract does not: no "//" after the scheme.
    await userEvent.clear(url);
    await userEvent.type(url, 'https:bot.example.com');
    expect(screen.getByText('This is not a valid address. Start it with https://')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Code received' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByText('Choose at least one event.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.clear(url);
    await userEvent.type(url, ' https://bot.example.com/hook ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Balance top-up' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Code received' }));
    await userEvent.click(screen.getByRole('radio', { name: 'sms-activate format (SMS events)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await screen.findByText('Save the signing secret now');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/user/webhooks',
        body: {
          url: 'https://bot.example.com/hook',
          events: ['activation.code_received', 'balance.topup'],
          payload_style: 'sms-activate',
        },
      },
    ]);
    expect(screen.getByLabelText('Signing secret')).toHaveValue('whsec_abc123');
    expect(screen.getByTestId('webhook-snippet')).toHaveTextContent("createHmac('sha256', secret)");
    expect(VERIFY_SNIPPET.split('\n')).toHaveLength(5);
    expect(await copyAndExpectAnnounced(screen.getByRole('button', { name: 'Copy the secret' }), 'Copied')).toBe(
      'whsec_abc123',
    );
    await userEvent.click(screen.getByRole('button', { name: 'I saved it' }));
    expect(document.body).not.toHaveTextContent('whsec_abc123');
  });

  test('a refused address shows the server message and keeps the form', async () => {
    mockFetch({
      'GET /api/user/webhooks': list([]),
      'POST /api/user/webhooks': {
        status: 422,
        body: {
          status: false,
          message: 'Webhooks cannot go to a private or local address.',
          code: 'WEBHOOK_URL_REFUSED',
          errors: { url: ['Webhooks cannot go to a private or local address.'] },
        },
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add an endpoint' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Endpoint URL' }), 'https://10.0.0.1/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add endpoint' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue('https://10.0.0.1/hook');
    expect(screen.queryByText('Save the signing secret now')).not.toBeInTheDocument();
    // Why, in the user's language: not the server's English.
    expect(await screen.findByText(/This address cannot receive webhooks/)).toBeInTheDocument();
    expect(screen.queryByText('Webhooks cannot go to a private or local address.')).not.toBeInTheDocument();
  });

  test('the limit reached in another tab: says so in our words and shows the endpoints it did not know of', async () => {
    let endpoints: ReturnType<typeof endpoint>[] = [];
    mockFetch({
      'GET /api/user/webhooks': () => list(endpoints),
      'POST /api/user/webhooks': () => {
        endpoints = [
          endpoint(),
          endpoint({ id: 8, url: 'https://b.example.com' }),
          endpoint({ id: 9, url: 'https://c.example.com' }),
        ];
        return {
          status: 409,
          body: { status: false, code: 'WEBHOOK_LIMIT', message: 'At most 3 webhook endpoints per account.' },
        };
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add an endpoint' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Endpoint URL' }), 'https://d.example.com/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(/already has the most webhook endpoints/)).toBeInTheDocument();
    expect(screen.queryByText('At most 3 webhook endpoints per account.')).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'https://c.example.com' })).toBeInTheDocument();
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue('https://d.example.com/hook');
  });

  test('shows a paused endpoint, resumes it, and hides the add button at the limit', async () => {
    let paused = true;
    const calls = mockFetch({
      'GET /api/user/webhooks': () =>
        list([
          endpoint({ paused, failure_streak: paused ? 9 : 0 }),
          endpoint({ id: 8, url: 'https://b.example.com' }),
          endpoint({ id: 9, url: 'https://c.example.com', failure_streak: 2 }),
        ]),
      'PUT /api/user/webhooks/7': () => {
        paused = false;
        return { body: { status: true, endpoint: endpoint() } };
      },
    });
    render();
    const card = await screen.findByRole('listitem', { name: 'https://bot.example.com/hook' });
    expect(within(card).getByText('Paused')).toBeInTheDocument();
    expect(within(card).getByText(/this endpoint is paused/)).toBeInTheDocument();
    expect(screen.getByText('2 delivery attempts in a row failed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an endpoint' })).not.toBeInTheDocument();
    expect(screen.getByText('You have 3 endpoints, the most an account can have.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(within(card).getByText('Active')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/user/webhooks/7',
      body: { paused: false },
    });
  });

  test('says who paused an endpoint: its failures, or its owner; either way queued deliveries wait for the resume', async () => {
    mockFetch({
      'GET /api/user/webhooks': () =>
        list([
          endpoint({ paused: true, failure_streak: 9 }),
          // Paused by its owner after a few failed attempts: still the owner's pause.
          endpoint({ id: 8, url: 'https://b.example.com', paused: true, failure_streak: 3 }),
        ]),
    });
    render();
    const failed = await screen.findByRole('listitem', { name: 'https://bot.example.com/hook' });
    expect(within(failed).getByText(/^Deliveries kept failing, so this endpoint is paused\./)).toBeInTheDocument();
    const byHand = screen.getByRole('listitem', { name: 'https://b.example.com' });
    expect(within(byHand).getByText(/^You paused this endpoint\./)).toBeInTheDocument();
    expect(within(byHand).queryByText(/kept failing/)).not.toBeInTheDocument();
    expect(within(byHand).getByText(/deliveries already queued go out when you resume it/)).toBeInTheDocument();
  });

  test('deletes only after the shared confirm dialog', async () => {
    let gone = false;
    const calls = mockFetch({
      'GET /api/user/webhooks': () => list(gone ? [] : [endpoint()]),
      'DELETE /api/user/webhooks/7': () => {
        gone = true;
        return { body: { status: true, message: 'Webhook endpoint deleted.' } };
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  test("says why an attempt failed in the reader's words, and when the next try is", async () => {
    mockFetch({
      'GET /api/user/webhooks/7/deliveries': {
        body: {
          status: true,
          data: [
            delivery({
              id: 33,
              state: 'pending',
              status_code: null,
              attempts: 2,
              last_error: 'Timeout after 3000 ms.',
              error_code: 'timeout',
              next_attempt_at: '2026-03-01T10:07:00.000Z',
            }),
            delivery({
              id: 32,
              state: 'failed',
              status_code: null,
              attempts: 9,
              last_error: 'connect ECONNREFUSED 203.0.113.9:443',
              error_code: 'connection',
            }),
            delivery({
              id: 31,
              state: 'failed',
              status_code: null,
              attempts: 9,
              last_error: 'db.internal does not resolve to a public address.',
              error_code: 'unresolved',
            }),
          ],
        },
      },
      'GET /api/user/webhooks': list([endpoint()]),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery log' }));
    const entries = await screen.findByRole('list', { name: 'Last 50 deliveries' });
    const [timedOut, refused, unresolved] = await within(entries).findAllByRole('listitem');
    expect(timedOut).toHaveTextContent('The server did not answer in time.');
    expect(timedOut).toHaveTextContent(/Next try at/);
    expect(timedOut).not.toHaveTextContent('Timeout after');
    expect(refused).toHaveTextContent('Could not connect (connect ECONNREFUSED 203.0.113.9:443).');
    expect(refused).not.toHaveTextContent(/Next try/);
    expect(unresolved).toHaveTextContent("The address's name does not lead to a public server.");
  });

  test('sends a test event, opens the log and redelivers from it', async () => {
    let log: WebhookDeliveryItem[] = [];
    const calls = mockFetch({
      'GET /api/user/webhooks/7/deliveries': () => ({ body: { status: true, data: log } }),
      'GET /api/user/webhooks': list([endpoint()]),
      'POST /api/user/webhooks/7/test': () => {
        log = [
          delivery({
            state: 'failed',
            status_code: 500,
            attempts: 9,
            last_error: 'HTTP 500',
            error_code: 'http_status',
          }),
        ];
        return { status: 202, body: { status: true, delivery: log[0] } };
      },
      'POST /api/user/webhooks/7/deliveries/31/redeliver': () => {
        log = [delivery({ id: 32, state: 'delivered' }), ...log];
        return { status: 202, body: { status: true, delivery: log[0] } };
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery log' }));
    expect(await screen.findByText(/Nothing was sent to this endpoint yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    const entries = await screen.findByRole('list', { name: 'Last 50 deliveries' });
    expect(await within(entries).findByText(/Failed · HTTP 500 · 9 attempts/)).toBeInTheDocument();
    await userEvent.click(within(entries).getByRole('button', { name: /Redeliver Test event/ }));
    expect(await within(entries).findByText(/Delivered · HTTP 204 · 1 attempt$/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/user/webhooks/7/test',
      '/api/user/webhooks/7/deliveries/31/redeliver',
    ]);
  });
});

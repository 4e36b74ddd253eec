import { signInThroughBff, startHarness, type Harness } from './helpers';

/**
 * Two tabs share one session cookie. A page that still shows account 7 after another tab signed
 * in as 8 must not buy, cancel or top up as 8: its changes say which account it shows, and the
 * BFF refuses them (nothing reaches the upstream) when the session is someone else's.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());
afterEach(() => expect(h.upstream.pending()).toEqual([]));

const buyBody = { service_id: 1, country_id: 2 };
const noNumbers = { status: 409, body: { status: false, message: 'No numbers', code: 'NO_NUMBERS' } };

it('refuses a change from a page that shows another account, and sends nothing upstream', async () => {
  await signInThroughBff(h, { id: 8 });
  const before = h.upstream.requests.length;
  const answer = await h.browser.call('POST', '/api/activation/buy', {
    body: buyBody,
    headers: { 'x-signed-in-as': '7' },
  });
  expect(answer.status).toBe(409);
  expect(answer.body).toMatchObject({ status: false, code: 'SESSION_CHANGED' });
  expect(h.upstream.requests).toHaveLength(before);
});

it('lets through a change from a page showing the same account, one without the header, and reads', async () => {
  await signInThroughBff(h, { id: 8 });
  for (const headers of [{ 'x-signed-in-as': '8' }, {}] as Record<string, string>[]) {
    h.upstream.on('POST', '/api/activation/buy', noNumbers);
    const answer = await h.browser.call('POST', '/api/activation/buy', { body: buyBody, headers });
    expect(answer.body.code).toBe('NO_NUMBERS');
  }
  h.upstream.on('GET', '/api/user/active-numbers', {
    status: 200,
    body: {
      status: true,
      numbers: { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } },
      antifraud: { restricted: false, cancelled_last_24h: 0, limit: 10, message: null },
      total_count: 0,
    },
  });
  const read = await h.browser.call('GET', '/api/user/active-numbers', { headers: { 'x-signed-in-as': '7' } });
  expect(read.status).toBe(200);
});

import { startHarness, upstreamSession, type Harness } from './helpers';

/** Issue 15: the browser reaches the balance statement, its export and the notification read routes. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());
beforeEach(async () => {
  h.upstream.reset();
  h.browser.jar.clear();
  h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(7) });
  await h.browser.call('POST', '/api/login', { body: { email: 'demo@codeport.test', password: 'demo-password-1' } });
  h.upstream.reset();
});

const meta = { current_page: 2, last_page: 2, per_page: 10, total: 11 };
const entry = {
  id: 9,
  date: '2026-03-01T10:00:00.000Z',
  type: 'refund',
  reference: 'activation:12',
  reference_type: 'activation',
  reference_id: '12',
  amount: 150,
  balance_after: 1_150,
};

describe('balance statement through the BFF', () => {
  it('forwards the statement query as sent and relays the answer', async () => {
    h.upstream.on('GET', '/api/balance-statement', {
      status: 200,
      body: { status: true, data: [entry], meta, balance: 1_150, currency: 'usd' },
    });
    const answer = await h.browser.call(
      'GET',
      '/api/balance-statement?page=2&type=refund&from=2026-03-01&to=2026-03-31&search=activation',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: [entry], balance: 1_150 });
    expect(h.upstream.last()!.url).toBe(
      '/api/balance-statement?page=2&search=activation&type=refund&from=2026-03-01&to=2026-03-31',
    );
  });

  it.each([
    '/api/balance-statement?from=2026-02-30',
    '/api/balance-statement?from=2026-03-05&to=2026-03-01',
    '/api/balance-statement?type=bonus',
    '/api/balance-statement/export?to=2026-13-01',
  ])('refuses %s with 422 before the upstream', async (url) => {
    const answer = await h.browser.call('GET', url);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
    expect(h.upstream.requests).toEqual([]);
  });

  it('relays the CSV export in its JSON form, with the same filters', async () => {
    const file = {
      status: true,
      filename: 'codeport-statement-2026-03-01.csv',
      content_type: 'text/csv',
      csv: 'date,type,reference,amount,balance_after,currency\r\n',
    };
    h.upstream.on('GET', '/api/balance-statement/export', { status: 200, body: file });
    const answer = await h.browser.call('GET', '/api/balance-statement/export?type=top_up&page=3');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(file);
    // The export has no pages: the BFF forwards only what its query schema knows.
    expect(h.upstream.last()!.url).toBe('/api/balance-statement/export?type=top_up');
  });
});

describe('notification read routes through the BFF', () => {
  it('forwards mark-one-read, mark-all-read and the category filter', async () => {
    h.upstream.on('POST', '/api/notifications/5/read', { status: 200, body: { status: true, unread_count: 2 } });
    const one = await h.browser.call('POST', '/api/notifications/5/read');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ unread_count: 2 });

    h.upstream.on('POST', '/api/notifications/read-all', { status: 200, body: { status: true, unread_count: 0 } });
    const all = await h.browser.call('POST', '/api/notifications/read-all', { body: { category: 'payments' } });
    expect(all.status).toBe(200);
    expect(JSON.parse(String(h.upstream.last()!.body))).toEqual({ category: 'payments' });

    h.upstream.on('GET', '/api/notifications', {
      status: 200,
      body: { status: true, data: [], meta, unread_count: 0, categories: ['system', 'payments'] },
    });
    expect((await h.browser.call('GET', '/api/notifications?category=payments&unread=1')).status).toBe(200);
    expect(h.upstream.last()!.url).toBe('/api/notifications?category=payments&unread=1');
  });

  it("passes the upstream's 404 for someone else's notification and refuses a bad id or category", async () => {
    h.upstream.on('POST', '/api/notifications/77/read', {
      status: 404,
      body: { status: false, message: 'Notification not found.', code: 'NOT_FOUND' },
    });
    expect((await h.browser.call('POST', '/api/notifications/77/read')).status).toBe(404);
    h.upstream.reset();
    expect((await h.browser.call('POST', '/api/notifications/abc/read')).status).toBe(400);
    expect((await h.browser.call('GET', '/api/notifications?category=spam')).status).toBe(422);
    expect(h.upstream.requests).toEqual([]);
  });
});

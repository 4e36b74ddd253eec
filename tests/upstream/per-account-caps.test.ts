import { call } from './helpers/http';
import { testConfig, testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';
import { issueSession, MAX_LIVE_SESSIONS } from '../../upstream/accounts/tokens';

/**
 * What one account may create has a bound: support messages, top-up codes and signed-in
 * sessions were each one row per request with nothing to stop a script.
 */
describe.each(testDatabases())('per-account caps on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    // A production-like stack: development stacks allow more top-ups (the load benchmarks).
    t = await createCommerceApp(database, testConfig({ DEV_ENDPOINTS: 'false' }));
  }, 120_000);
  afterAll(() => t.close());

  it('takes 20 messages to support an hour from one account, tickets and replies together', async () => {
    const u = await makeUser(t);
    const other = await makeUser(t);
    const created = await call(t.app, 'POST', '/api/support/tickets', {
      token: u.token,
      body: { subject: 'My code never came', message: 'The WhatsApp code for order 1 never arrived.' },
    });
    expect(created.status).toBe(200);
    const id = created.body.ticket.id as number;
    for (let i = 2; i <= 20; i++) {
      const reply = await call(t.app, 'POST', `/api/support/tickets/${id}/messages`, {
        token: u.token,
        body: { message: `More detail about the order, number ${i}.` },
      });
      expect(reply.status).toBe(200);
    }
    const refused = await call(t.app, 'POST', '/api/support/tickets', {
      token: u.token,
      body: { subject: 'Another question', message: 'Hello, one more question here.' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await t.db.selectFrom('support_tickets').select('id').where('user_id', '=', u.id).execute();
    expect(stored).toHaveLength(1);
    // Somebody else's budget is their own; the hour's end gives the account its budget back.
    expect(
      (
        await call(t.app, 'POST', '/api/support/tickets', {
          token: other.token,
          body: { subject: 'A question', message: 'Hello, a question about refunds.' },
        })
      ).status,
    ).toBe(200);
    t.clock.advance(60 * 60_000 + 1);
    const later = await call(t.app, 'POST', `/api/support/tickets/${id}/messages`, {
      token: u.token,
      body: { message: 'Still waiting for an answer.' },
    });
    expect(later.status).toBe(200);
  });

  it('starts 20 top-ups an hour for one account; a refused one stores nothing', async () => {
    const u = await makeUser(t);
    const topUp = () =>
      call(t.app, 'POST', '/api/payments/top-up', { token: u.token, body: { system: 'card', amount: 500 } });
    for (let i = 0; i < 20; i++) expect((await topUp()).status).toBe(200);
    const refused = await topUp();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    const rows = await t.db.selectFrom('payments').select('id').where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(20);
  });

  it(`keeps an account's newest ${MAX_LIVE_SESSIONS} sessions signed in, signing out the oldest past them`, async () => {
    const u = await makeUser(t);
    const client = { device: 'script', ip: '198.51.100.7' };
    const issued = [];
    for (let i = 0; i < MAX_LIVE_SESSIONS; i++)
      issued.push(await issueSession(t.db, t.ctx.config, u.id, client, t.ctx.now()));
    // The helper's own session and the first of these are past the newest 100.
    expect((await call(t.app, 'GET', '/api/user', { token: u.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user', { token: issued[0]!.token })).status).toBe(200);
    await issueSession(t.db, t.ctx.config, u.id, client, t.ctx.now());
    expect((await call(t.app, 'GET', '/api/user', { token: issued[0]!.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user', { token: issued[1]!.token })).status).toBe(200);
    const live = await t.db
      .selectFrom('access_tokens')
      .select('id')
      .where('user_id', '=', u.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(MAX_LIVE_SESSIONS);
  });
});

import { call } from './helpers/http';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { makeUser, testClock, type TestUser } from './helpers/commerce';
import { apiKeyHash } from '../../upstream/accounts/api-keys';
import { issueSession } from '../../upstream/accounts/tokens';
import { keyIssues } from '../../upstream/accounts/key-issue-limit';

/**
 * Every new personal API key mails the owner a security alert, and nothing bounded how often a
 * session could ask for one (nor for a new sandbox key): both have a budget an hour now.
 */
describe.each(testDatabases())('new key budgets on $name', (database) => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { now: clock.now });
  }, 120_000);
  afterAll(() => t.close());

  const HOUR = 60 * 60_000;
  const newApiKey = (token: string) => call(t.app, 'POST', '/api/user/api-key', { token });
  const newSandboxKey = (token: string) => call(t.app, 'POST', '/api/user/sandbox/key', { token });
  const emailOf = async (id: number) =>
    (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
  const mailsTo = async (email: string) =>
    (await t.db.selectFrom('email_outbox').select('id').where('email', '=', email).execute()).length;
  const liveKeyHash = async (id: number) =>
    (await t.db.selectFrom('users').select('api_key_hash').where('id', '=', id).executeTakeFirstOrThrow()).api_key_hash;
  const sandboxKeyHash = async (ownerId: number) =>
    (await t.db.selectFrom('users').select('api_key_hash').where('sandbox_of', '=', ownerId).executeTakeFirstOrThrow())
      .api_key_hash;
  const anotherSession = async (u: TestUser) =>
    (await issueSession(t.db, t.ctx.config, u.id, { device: 'jest', ip: '127.0.0.1' }, clock.now())).token;

  it(`issues ${keyIssues.max} API keys an hour from one session, then refuses with the wait in minutes and mails nothing`, async () => {
    const u = await makeUser(t);
    const email = await emailOf(u.id);
    let last = '';
    for (let i = 0; i < keyIssues.max; i++) {
      const issued = await newApiKey(u.token);
      expect(issued.status).toBe(200);
      last = issued.body.key as string;
    }
    expect(await mailsTo(email)).toBe(keyIssues.max);
    const refused = await newApiKey(u.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(refused.body.key).toBeUndefined();
    expect(refused.body.message).toMatch(/Please try again in 60 minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBe(HOUR / 1000);
    // The refused request changed no key and mailed nobody.
    expect(await liveKeyHash(u.id)).toBe(apiKeyHash(last));
    expect(await mailsTo(email)).toBe(keyIssues.max);
    clock.advance(HOUR + 1);
    expect((await newApiKey(u.token)).status).toBe(200);
  });

  it("leaves the owner's other sessions their own budget: the alert's one-click replacement still works", async () => {
    const u = await makeUser(t);
    const stolen = u.token;
    const owners = await anotherSession(u);
    for (let i = 0; i < keyIssues.max; i++) expect((await newApiKey(stolen)).status).toBe(200);
    expect((await newApiKey(stolen)).status).toBe(429);
    const replaced = await newApiKey(owners);
    expect(replaced.status).toBe(200);
    expect(await liveKeyHash(u.id)).toBe(apiKeyHash(replaced.body.key as string));
  });

  it(`issues ${keyIssues.max} sandbox keys an hour per account, then refuses and keeps the key in use`, async () => {
    const u = await makeUser(t);
    const other = await anotherSession(u);
    let last = '';
    for (let i = 0; i < keyIssues.max; i++) {
      const issued = await newSandboxKey(u.token);
      expect(issued.status).toBe(200);
      last = issued.body.key as string;
    }
    const refused = await newSandboxKey(other);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/Please try again in \d+ minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sandboxKeyHash(u.id)).toBe(apiKeyHash(last));
    // A budget of its own: the live key is still to be had.
    expect((await newApiKey(u.token)).status).toBe(200);
    clock.advance(HOUR + 1);
    expect((await newSandboxKey(u.token)).status).toBe(200);
  });
});

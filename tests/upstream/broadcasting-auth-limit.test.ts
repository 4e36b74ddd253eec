import { call } from './helpers/http';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { makeUser, testClock } from './helpers/commerce';
import { realtimeSignatures } from '../../upstream/platform/broadcasting-routes';
import { hashToken, newToken } from '../../upstream/accounts/tokens';

/**
 * Realtime signatures cost a token lookup, an epoch read and an HMAC each, and nothing bounded
 * how often a session asked for them: each kind has a per-session budget a minute.
 */
describe.each(testDatabases())('realtime authorisation budget on $name', (database) => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { now: clock.now });
  }, 120_000);
  afterAll(() => t.close());

  const socket = { socket_id: '123.456' };
  const channelAuth = (user: { id: number; token: string }) =>
    call(t.app, 'POST', '/broadcasting/auth', {
      token: user.token,
      body: { ...socket, channel_name: `private-user.${user.id}.0` },
    });
  const userAuth = (user: { token: string }) =>
    call(t.app, 'POST', '/broadcasting/user-auth', { token: user.token, body: socket });

  /** Another signed-in session of the user, as a second device's sign-in makes one. */
  async function secondSession(userId: number): Promise<string> {
    const token = newToken();
    const { device, ip, expires_at, refresh_expires_at } = await t.db
      .selectFrom('access_tokens')
      .select(['device', 'ip', 'expires_at', 'refresh_expires_at'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('access_tokens')
      .values({
        user_id: userId,
        token_hash: hashToken(token),
        refresh_hash: hashToken(newToken()),
        device,
        ip,
        last_used_at: clock.now(),
        expires_at,
        refresh_expires_at,
      })
      .execute();
    return token;
  }

  it.each([
    ['channel', channelAuth],
    ['sign-in', userAuth],
  ] as const)(
    'signs %s requests up to the budget a minute per session, then answers 429 RATE_LIMITED',
    async (_, sign) => {
      const u = await makeUser(t);
      const other = await makeUser(t);
      const { max, windowMs } = realtimeSignatures;
      // Far above a page's needs: pusher-js asks on every reconnection of every tab.
      expect(max).toBeGreaterThanOrEqual(60);
      for (let i = 0; i < max; i++) expect((await sign(u)).status).toBe(200);
      const refused = await sign(u);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ status: false, code: 'RATE_LIMITED' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
      // Another user's budget is their own, and so is the same user's other session: a stolen
      // session looping here cannot keep the owner's tabs from their codes.
      expect((await sign(other)).status).toBe(200);
      expect((await sign({ id: u.id, token: await secondSession(u.id) })).status).toBe(200);
      // The window's end gives it back.
      clock.advance(windowMs + 1);
      expect((await sign(u)).status).toBe(200);
    },
  );

  it('counts channel and sign-in requests apart, so a reconnect storm on one never blocks the other', async () => {
    const u = await makeUser(t);
    for (let i = 0; i < realtimeSignatures.max; i++) await channelAuth(u);
    expect((await channelAuth(u)).status).toBe(429);
    expect((await userAuth(u)).status).toBe(200);
  });

  it('counts refused channels too', async () => {
    const u = await makeUser(t);
    const foreign = () =>
      call(t.app, 'POST', '/broadcasting/auth', {
        token: u.token,
        body: { ...socket, channel_name: `private-user.${u.id + 1_000_000}.0` },
      });
    for (let i = 0; i < realtimeSignatures.max; i++) expect((await foreign()).status).toBe(403);
    expect((await channelAuth(u)).status).toBe(429);
  });
});

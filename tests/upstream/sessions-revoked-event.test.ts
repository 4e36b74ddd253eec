import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { latestCode, signUp } from './helpers/accounts';
import { hashToken, MAX_LIVE_SESSIONS, newToken } from '../../upstream/accounts/tokens';

/**
 * A device signed out elsewhere must stop receiving the user's live events (codes) at once, not
 * at its next poll a minute later: every revocation tells the user's channel, whose pages then
 * read the user again and the revoked one signs out.
 */
describe.each(testDatabases())('signing devices out tells the realtime channel on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const told = (userId: number) =>
    t.published.filter((p) => p.userId === userId && p.event === 'SessionsRevoked').map((p) => p.payload);

  async function twoDevices(email: string) {
    const phone = await signUp(t, email);
    const laptop = (await call(t.app, 'POST', '/api/login', { body: { email, password: 'correct-horse-1' } })).body;
    const me = (await call(t.app, 'GET', '/api/user', { token: laptop.token })).body.user as { id: number };
    return { phone, laptop, id: me.id };
  }

  it('one device signed out from the list', async () => {
    const { laptop, id } = await twoDevices('revoke-one@example.test');
    const sessions = (await call(t.app, 'GET', '/api/user/sessions', { token: laptop.token })).body.data as {
      id: number;
      current: boolean;
    }[];
    const other = sessions.find((s) => !s.current)!;
    expect(told(id)).toEqual([]);
    expect((await call(t.app, 'DELETE', `/api/user/sessions/${other.id}`, { token: laptop.token })).status).toBe(200);
    expect(told(id)).toEqual([{}]);
    // Someone else's session: not found, and nobody is told anything.
    const stranger = await signUp(t, 'revoke-stranger@example.test');
    expect((await call(t.app, 'DELETE', `/api/user/sessions/${other.id}`, { token: stranger.token })).status).toBe(404);
    expect(t.published.filter((p) => p.event === 'SessionsRevoked')).toHaveLength(1);
  });

  it('every other device, and a password change', async () => {
    const { laptop, id } = await twoDevices('revoke-all@example.test');
    expect((await call(t.app, 'DELETE', '/api/user/sessions', { token: laptop.token })).status).toBe(200);
    expect(told(id)).toEqual([{}]);
    const changed = await call(t.app, 'PUT', '/api/user/password', {
      token: laptop.token,
      body: {
        current_password: 'correct-horse-1',
        password: 'battery-staple-2',
        password_confirmation: 'battery-staple-2',
      },
    });
    expect(changed.status).toBe(200);
    expect(told(id)).toEqual([{}, {}]);
  });

  it('signing out: a copy of the session (a stolen cookie) is cut off too', async () => {
    const { laptop, id } = await twoDevices('revoke-signout@example.test');
    expect((await call(t.app, 'POST', '/api/logout', { token: laptop.token })).status).toBe(200);
    expect(told(id)).toEqual([{}]);
  });

  it(`a sign-in past the newest ${MAX_LIVE_SESSIONS} sessions, which signs the oldest out`, async () => {
    const email = 'revoke-cap@example.test';
    const { phone, id } = await twoDevices(email);
    // The second sign-in made room for itself without signing anyone out: nothing to tell.
    expect(told(id)).toEqual([]);
    // Filled up to the cap straight in the table (signing in 98 times would take long).
    const { device, ip, expires_at, refresh_expires_at } = await t.db
      .selectFrom('access_tokens')
      .select(['device', 'ip', 'expires_at', 'refresh_expires_at'])
      .where('user_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const filler = Array.from({ length: MAX_LIVE_SESSIONS - 2 }, () => ({
      user_id: id,
      token_hash: hashToken(newToken()),
      refresh_hash: hashToken(newToken()),
      device,
      ip,
      last_used_at: new Date(),
      expires_at,
      refresh_expires_at,
    }));
    await t.db.insertInto('access_tokens').values(filler).execute();
    const epoch = async () =>
      (await t.db.selectFrom('users').select('realtime_epoch').where('id', '=', id).executeTakeFirstOrThrow())
        .realtime_epoch;
    const before = await epoch();

    const newest = await call(t.app, 'POST', '/api/login', { body: { email, password: 'correct-horse-1' } });
    expect(newest.status).toBe(200);
    // The oldest (the phone) is signed out, and its sockets hear it on the channel they are on…
    expect((await call(t.app, 'GET', '/api/user', { token: phone.token })).status).toBe(401);
    expect(told(id)).toEqual([{}]);
    expect(t.published.filter((p) => p.userId === id && p.event === 'SessionsRevoked')).toEqual([
      expect.objectContaining({ epoch: before }),
    ]);
    // …which moved on, so nothing more reaches them; the new session's page joins the new one.
    expect(await epoch()).toBe(before + 1);
    expect(newest.body.user.realtime_channel).toBe(`user.${id}.${before + 1}`);
  });

  it(`sessions that have ended count for nothing toward the ${MAX_LIVE_SESSIONS}: a sign-in cuts no live socket for them`, async () => {
    const email = 'revoke-cap-ended@example.test';
    const { phone, id } = await twoDevices(email);
    // Sessions whose time is over, as the retention job keeps them for 90 days.
    const ended = new Date(Date.now() - 60_000);
    const { device, ip } = await t.db
      .selectFrom('access_tokens')
      .select(['device', 'ip'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    const filler = Array.from({ length: MAX_LIVE_SESSIONS }, () => ({
      user_id: id,
      token_hash: hashToken(newToken()),
      refresh_hash: hashToken(newToken()),
      device,
      ip,
      last_used_at: ended,
      expires_at: ended,
      refresh_expires_at: ended,
    }));
    await t.db.insertInto('access_tokens').values(filler).execute();

    expect((await call(t.app, 'POST', '/api/login', { body: { email, password: 'correct-horse-1' } })).status).toBe(
      200,
    );
    // Nothing alive was signed out, so no channel moved and no tab reconnects.
    expect(told(id)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/user', { token: phone.token })).status).toBe(200);
  });

  it('a password reset through the emailed code', async () => {
    const { id } = await twoDevices('revoke-reset@example.test');
    const email = 'revoke-reset@example.test';
    expect((await call(t.app, 'POST', '/api/forgot-password', { body: { email } })).status).toBe(200);
    const done = await call(t.app, 'POST', '/api/reset-password', {
      body: {
        email,
        token: await latestCode(t, email),
        password: 'battery-staple-3',
        password_confirmation: 'battery-staple-3',
      },
    });
    expect(done.status).toBe(200);
    expect(told(id)).toEqual([{}]);
  });
});

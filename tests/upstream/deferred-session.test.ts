import { keyCounter } from '../../upstream/developer/rest-v1/key-rate-limit';
import { secondProcessDb, createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { captureLog } from './helpers/log-lines';
import { makeUser, offerOf, testClock, type TestUser } from './helpers/commerce';
import { apiKeyOf } from './helpers/handler-api';

/**
 * Buy and cancel admit the session in their own statement (register-route's deferSession,
 * migration 0023's `<action>_signed` calls). Everything admission did before it moved stays: 401 before
 * 422, the API key on the same route, the once-a-minute last-use write, the locale write, the log
 * line's user id, and nothing cached: a session revoked elsewhere is refused by the next call.
 */
describe.each(testDatabases())('a buy and a cancel that admit their session on $name', (database) => {
  const clock = testClock();
  const { lines, log } = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { now: clock.now, log }, {}, { commerce: true });
  }, 120_000);
  afterAll(() => t.close());

  let payload: Record<string, number>;
  beforeAll(async () => {
    const offer = await offerOf(t.db, 'whatsapp', 'us');
    payload = { service_id: offer.serviceId, country_id: offer.countryId, operator_id: offer.operatorId };
  });

  const buy = (token: string | null, body: unknown = payload, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/activation/buy',
      headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...headers },
      payload: body as Record<string, unknown>,
    });
  const cancel = (token: string, id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/activation/${id}/cancel`,
      headers: { authorization: `Bearer ${token}` },
    });
  const idOf = (res: { json(): unknown }) => (res.json() as { activation: { id: number } }).activation.id;
  const balanceOf = async (user: TestUser) =>
    Number(
      (await t.db.selectFrom('users').select('balance').where('id', '=', user.id).executeTakeFirstOrThrow()).balance,
    );
  const activationsOf = async (user: TestUser) =>
    t.db.selectFrom('activations').select(['id', 'status']).where('user_id', '=', user.id).execute();
  const revoke = async (db: TestApp['db'], user: TestUser) =>
    db.updateTable('access_tokens').set({ revoked_at: clock.now() }).where('user_id', '=', user.id).execute();

  it('answers 401 before 422, and 422 with the locale written for a session', async () => {
    const user = await makeUser(t, 100_000);
    const revoked = await makeUser(t, 100_000);
    await revoke(t.db, revoked);
    const invalid = { service_id: 'x' };
    expect((await buy(null, invalid)).statusCode).toBe(401);
    expect((await buy('not-a-session-or-key', invalid)).statusCode).toBe(401);
    expect((await buy(revoked.token, invalid)).statusCode).toBe(401);
    expect((await buy('x'.repeat(201), invalid)).statusCode).toBe(401);
    const res = await buy(user.token, invalid, { locale: 'es' });
    expect(res.statusCode).toBe(422);
    const row = await t.db.selectFrom('users').select('locale').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.locale).toBe('es');
  });

  it('refuses a session revoked through another connection at the next buy and cancel, and writes nothing', async () => {
    const user = await makeUser(t, 100_000);
    const bought = await buy(user.token);
    expect(bought.statusCode).toBe(201);
    const balance = await balanceOf(user);
    const other = await secondProcessDb(database, t.db);
    try {
      await revoke(other, user);
    } finally {
      if (other !== t.db) await other.destroy();
    }
    clock.advance(t.ctx.config.activationCancelLockMs);
    expect((await cancel(user.token, idOf(bought))).statusCode).toBe(401);
    expect((await buy(user.token)).statusCode).toBe(401);
    expect(await activationsOf(user)).toEqual([{ id: idOf(bought), status: 'waiting' }]);
    expect(await balanceOf(user)).toBe(balance);
  });

  it('refuses an expired session and a blocked user', async () => {
    const expired = await makeUser(t, 100_000);
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: clock.now() })
      .where('user_id', '=', expired.id)
      .execute();
    const blocked = await makeUser(t, 100_000);
    await t.db.updateTable('users').set({ status: 'blocked' }).where('id', '=', blocked.id).execute();
    expect((await buy(expired.token)).statusCode).toBe(401);
    expect((await buy(blocked.token)).statusCode).toBe(401);
    expect(await activationsOf(expired)).toEqual([]);
    expect(await activationsOf(blocked)).toEqual([]);
  });

  it('takes the personal API key on the same routes, counted against its budget', async () => {
    const user = await makeUser(t, 100_000);
    const key = await apiKeyOf(t.db, user.id);
    const counted = async () =>
      t.db
        .selectFrom('auth_failures')
        .select(['count', 'reset_at'])
        .where('key', '=', keyCounter(key!))
        .executeTakeFirstOrThrow();
    const bought = await buy(key!);
    expect(bought.statusCode).toBe(201);
    expect(await counted()).toEqual({ count: 1, reset_at: new Date(clock.now().getTime() + 60_000) });
    expect((await buy(key!)).statusCode).toBe(201);
    expect((await counted()).count).toBe(2);
    clock.advance(t.ctx.config.activationCancelLockMs);
    const cancelled = await cancel(key!, idOf(bought));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ activation: { status: 'cancelled' } });
    // A new minute's window.
    expect(await counted()).toEqual({ count: 1, reset_at: new Date(clock.now().getTime() + 60_000) });
  });

  it("writes the session's last use once a minute and the request's locale before the buy reads it", async () => {
    const user = await makeUser(t, 100_000);
    const lastUse = async () =>
      (
        await t.db
          .selectFrom('access_tokens')
          .select(['last_used_at', 'ip'])
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    const issued = await lastUse();
    clock.advance(60_000);
    const first = await buy(user.token, payload, { locale: 'ru' });
    expect(first.statusCode).toBe(201);
    // At exactly a minute, no write; the answer is in the language the request moved the user to.
    expect(await lastUse()).toEqual(issued);
    expect(first.json()).toMatchObject({
      message: 'Номер куплен',
      activation: { country: { name: 'Соединенные Штаты' } },
    });
    const row = await t.db.selectFrom('users').select('locale').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.locale).toBe('ru');
    clock.advance(1);
    expect((await buy(user.token)).statusCode).toBe(201);
    expect(await lastUse()).toEqual(clock.now());
  });

  it("names the user on the request's log line, and keeps the action's own refusals", async () => {
    const user = await makeUser(t, 0);
    const before = lines.length;
    const res = await buy(user.token);
    expect(res.json()).toMatchObject({ code: 'NO_BALANCE' });
    const completed = lines.slice(before).find((l) => l.msg === 'request completed');
    expect(completed).toMatchObject({ userId: user.id, res: { statusCode: 409 } });
    expect((await cancel(user.token, 2_000_000_000)).statusCode).toBe(404);
    const refused = await buy('no-such-token');
    expect(refused.statusCode).toBe(401);
    const unnamed = lines.filter((l) => l.msg === 'request completed').at(-1);
    expect(unnamed).not.toHaveProperty('userId');
  });
});

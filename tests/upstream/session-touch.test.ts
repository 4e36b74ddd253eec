import { sql, type KyselyPlugin } from 'kysely';
import { resolveBearer } from '../../upstream/accounts/tokens';
import { secondProcessDb, testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';

/**
 * A session's last use (the sessions list on the security page) is written when it is over a
 * minute old, and never for a session the lookup refuses. Since migration 0020 the write is a step
 * of the lookup's own function, run only when due: one statement either way. (Issue 19 first
 * tried the write as a data-modifying CTE in the lookup's statement: that made every signed read
 * on PGlite ~1 ms dearer, for a round trip saved once a minute.)
 */
describe.each(testDatabases())('session last use on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const lastUse = async (userId: number) =>
    t.db
      .selectFrom('access_tokens')
      .select(['last_used_at', 'ip'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();

  it("writes the last use and ip once a minute, in the lookup's one statement", async () => {
    const user = await makeUser(t);
    let statements = 0;
    const plugin: KyselyPlugin = {
      transformQuery: (args) => {
        statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = t.db.withPlugin(plugin);
    const issued = await lastUse(user.id);

    t.clock.advance(30_000);
    expect(await resolveBearer(db, user.token, t.ctx.now(), '10.0.0.1')).toMatchObject({ id: user.id });
    expect(await lastUse(user.id)).toEqual(issued);

    t.clock.advance(31_000);
    const at = t.ctx.now();
    expect(await resolveBearer(db, user.token, at, '10.0.0.2', { priceHead: true })).toMatchObject({ id: user.id });
    expect(await lastUse(user.id)).toEqual({ last_used_at: at, ip: '10.0.0.2' });
    // Two lookups, two statements: the write was no round trip of its own (it was before 0020).
    expect(statements).toBe(2);

    // Within the next minute nothing is written.
    t.clock.advance(59_000);
    await resolveBearer(db, user.token, t.ctx.now(), '10.0.0.3');
    expect(await lastUse(user.id)).toEqual({ last_used_at: at, ip: '10.0.0.2' });
  });

  it('writes only past a whole minute, to the millisecond (tokens.ts touchEveryMs)', async () => {
    const user = await makeUser(t);
    const issued = await lastUse(user.id);
    t.clock.advance(60_000);
    await resolveBearer(t.db, user.token, t.ctx.now(), '10.0.0.4');
    expect(await lastUse(user.id)).toEqual(issued);
    t.clock.advance(1);
    const at = t.ctx.now();
    await resolveBearer(t.db, user.token, at, '10.0.0.5');
    expect(await lastUse(user.id)).toEqual({ last_used_at: at, ip: '10.0.0.5' });
  });

  it('refuses a revoked, expired or blocked session at once, and a token of none', async () => {
    const [revoked, expired, blocked] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    for (const u of [revoked, expired, blocked]) {
      expect(await resolveBearer(t.db, u.token, t.ctx.now(), '10.0.0.6')).toMatchObject({ id: u.id, via: 'session' });
    }
    await t.db
      .updateTable('access_tokens')
      .set({ revoked_at: t.ctx.now() })
      .where('user_id', '=', revoked.id)
      .execute();
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: t.ctx.now() })
      .where('user_id', '=', expired.id)
      .execute();
    await t.db.updateTable('users').set({ status: 'blocked' }).where('id', '=', blocked.id).execute();
    for (const u of [revoked, expired, blocked]) {
      expect(await resolveBearer(t.db, u.token, t.ctx.now(), '10.0.0.6')).toBeNull();
      expect(await resolveBearer(t.db, u.token, t.ctx.now(), '10.0.0.6', { priceHead: true })).toBeNull();
    }
    expect(await resolveBearer(t.db, 'no-such-token', t.ctx.now(), '10.0.0.6')).toBeNull();
  });

  it('refuses a session revoked through another process on the next request (two upstreams, one database)', async () => {
    const other = await secondProcessDb(database, t.db);
    try {
      const user = await makeUser(t);
      // Both processes have used the session (and, on PostgreSQL, prepared the call on their connections).
      expect(await resolveBearer(t.db, user.token, t.ctx.now(), '10.0.0.8')).toMatchObject({ id: user.id });
      expect(await resolveBearer(other, user.token, t.ctx.now(), '10.0.0.8')).toMatchObject({ id: user.id });
      await other
        .updateTable('access_tokens')
        .set({ revoked_at: t.ctx.now() })
        .where('user_id', '=', user.id)
        .execute();
      expect(await resolveBearer(t.db, user.token, t.ctx.now(), '10.0.0.8')).toBeNull();
      expect(await resolveBearer(t.db, user.token, t.ctx.now(), '10.0.0.8', { priceHead: true })).toBeNull();
    } finally {
      if (other !== t.db) await other.destroy();
    }
  });

  it("reads the buyer's level with the session as price-cache.ts's rule picks it", async () => {
    await t.db
      .insertInto('loyalty_levels')
      .values([
        { name: 'Silver', min_spend: 1_000, discount_percent: 3, position: 1 },
        { name: 'Gold', min_spend: 10_000, discount_percent: 7, position: 2 },
        { name: 'Free', min_spend: 50_000, discount_percent: 100, position: 3 },
      ])
      .execute();
    const levels = await t.db
      .selectFrom('loyalty_levels')
      .select(['id', 'name', 'min_spend', 'discount_percent'])
      .execute();
    expect(levels.length).toBeGreaterThan(1);
    // The highest threshold at or under the spend (a negative spend counts as 0), ties by id.
    const expected = (spent: number) =>
      levels
        .filter((l) => Number(l.min_spend) <= Math.max(spent, 0))
        .sort((a, b) => Number(b.min_spend) - Number(a.min_spend) || b.id - a.id)[0] ?? null;
    const spends = [
      -500,
      0,
      ...levels.flatMap((l) => [Number(l.min_spend) - 1, Number(l.min_spend), Number(l.min_spend) + 1]),
    ];
    const version = await sql<{ v: string }>`select epoch || ':' || version as v from catalog_version`.execute(t.db);
    for (const spent of spends) {
      const user = await makeUser(t);
      await t.db.updateTable('users').set({ spent }).where('id', '=', user.id).execute();
      const found = await resolveBearer(t.db, user.token, t.ctx.now(), '10.0.0.7', { priceHead: true });
      const level = expected(spent);
      expect({ spent, head: found?.priceHead }).toEqual({
        spent,
        head: {
          catalogVersion: version.rows[0]!.v,
          levelName: level?.name ?? null,
          levelPercent: level?.discount_percent ?? null,
        },
      });
      expect((await resolveBearer(t.db, user.token, t.ctx.now(), '10.0.0.7'))?.priceHead).toBeUndefined();
    }
  });

  it('leaves a revoked session as it was', async () => {
    const user = await makeUser(t);
    await t.db.updateTable('access_tokens').set({ revoked_at: t.ctx.now() }).where('user_id', '=', user.id).execute();
    const before = await lastUse(user.id);
    t.clock.advance(120_000);
    expect(await resolveBearer(t.db, user.token, t.ctx.now(), '10.0.0.9')).toBeNull();
    expect(await lastUse(user.id)).toEqual(before);
  });
});

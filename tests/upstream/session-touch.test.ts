import type { KyselyPlugin } from 'kysely';
import { resolveBearer } from '../../upstream/accounts/tokens';
import { testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';

/**
 * A session's last use (the sessions list on the security page) is written when it is a minute
 * old, in a second statement only then, and never for a session the lookup refuses. (Issue 19
 * tried the write inside the lookup's statement: a data-modifying CTE in every signed read made
 * PGlite's signed price call ~1 ms dearer, for a round trip saved once a minute.)
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

  it('writes the last use and ip once a minute, with one more statement only then', async () => {
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
    expect(statements).toBe(3);

    // Within the next minute nothing is written.
    t.clock.advance(59_000);
    await resolveBearer(db, user.token, t.ctx.now(), '10.0.0.3');
    expect(await lastUse(user.id)).toEqual({ last_used_at: at, ip: '10.0.0.2' });
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

import pino from 'pino';
import { sql, type KyselyPlugin } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { call } from './helpers/http';
import { secondProcessDb, testConfig, testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import type { Db } from '../../upstream/db/database';
import { buildApp } from '../../upstream/server/app';
import { createContext } from '../../upstream/server/context';
import { runCommerceJobs } from '../../upstream/commerce/workers';

/**
 * The price panels are served from a per-process cache checked against catalog_version
 * (upstream/commerce/price-cache.ts, migration 0016). Every test first reads the panel, so the
 * cache holds the old answer, then changes what the answer depends on: the next read must show
 * the change at once. Without the version triggers these reads would answer the cached copy.
 */
describe.each(testDatabases())('price panel cache on $name', (database) => {
  let t: CommerceTestApp;
  let o: Awaited<ReturnType<typeof offerOf>>;
  beforeAll(async () => {
    t = await createCommerceApp(database, testConfig());
    o = await offerOf(t.db, 'whatsapp', 'us');
  }, 120_000);
  afterAll(() => t.close());

  const priceUrl = () => `/api/price?service_id=${o.serviceId}&country_id=${o.countryId}`;
  const rentUrl = (period = 24) =>
    `/api/rent-price?service_id=${o.serviceId}&country_id=${o.countryId}&period=${period}`;
  const countOf = async (app: FastifyInstance, url: string, token?: string) => {
    const r = await call(app, 'GET', url, { token });
    expect(r.status).toBe(200);
    return r.body.data.count as number;
  };
  /** One number of the offer's operator that is in the pool now. */
  const anEnabledNumber = () =>
    t.db
      .selectFrom('phone_numbers')
      .select('id')
      .where('country_id', '=', o.countryId)
      .where('operator_id', '=', o.operatorId)
      .where('enabled', '=', true)
      .executeTakeFirstOrThrow();

  it('a buy lowers the count at once, its cancel raises it again, for every reader', async () => {
    const u = await makeUser(t, 100_000);
    const before = await countOf(t.app, priceUrl());
    expect(await countOf(t.app, priceUrl(), u.token)).toBe(before);
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId },
    });
    expect(bought.status).toBe(201);
    expect(await countOf(t.app, priceUrl())).toBe(before - 1);
    expect(await countOf(t.app, priceUrl(), u.token)).toBe(before - 1);

    t.clock.advance(121_000);
    const id = bought.body.activation.id as number;
    expect((await call(t.app, 'POST', `/api/activation/${id}/cancel`, { token: u.token })).status).toBe(200);
    expect(await countOf(t.app, priceUrl())).toBe(before);
  });

  it('an expiry refunded by the sweeper gives the number back to the count', async () => {
    const u = await makeUser(t, 100_000);
    const before = await countOf(t.app, priceUrl());
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId },
    });
    expect(bought.status).toBe(201);
    expect(await countOf(t.app, priceUrl())).toBe(before - 1);
    t.clock.advance(21 * 60_000);
    await runCommerceJobs(t.ctx);
    expect(await countOf(t.app, priceUrl())).toBe(before);
  });

  it('a rent lowers the rent count at once', async () => {
    const u = await makeUser(t, 1_000_000);
    const before = await countOf(t.app, rentUrl());
    const bought = await call(t.app, 'POST', '/api/rent/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId, period: 4 },
    });
    expect(bought.status).toBe(201);
    expect(await countOf(t.app, rentUrl())).toBe(before - 1);
  });

  it('a number taken out of or put back into the pool changes the count at once', async () => {
    const before = await countOf(t.app, priceUrl());
    const number = await anEnabledNumber();
    await t.db.updateTable('phone_numbers').set({ enabled: false }).where('id', '=', number.id).execute();
    expect(await countOf(t.app, priceUrl())).toBe(before - 1);
    await t.db.updateTable('phone_numbers').set({ enabled: true }).where('id', '=', number.id).execute();
    expect(await countOf(t.app, priceUrl())).toBe(before);
  });

  it('a list price change shows at once, in the activation and the rent panels', async () => {
    const price = await call(t.app, 'GET', `${priceUrl()}&operator_id=${o.operatorId}`);
    expect(price.body.data.price).toBe(o.price);
    const rent = await call(t.app, 'GET', rentUrl(24));
    const rentList = rent.body.data.list_price as number;

    await t.db
      .updateTable('activation_prices')
      .set({ price: o.price + 7 })
      .where('service_id', '=', o.serviceId)
      .where('country_id', '=', o.countryId)
      .where('operator_id', '=', o.operatorId)
      .execute();
    await t.db
      .updateTable('rent_prices')
      .set({ price: rentList + 11 })
      .where('service_id', '=', o.serviceId)
      .where('country_id', '=', o.countryId)
      .where('period', '=', 24)
      .execute();
    const after = await call(t.app, 'GET', `${priceUrl()}&operator_id=${o.operatorId}`);
    expect(after.body.data.price).toBe(o.price + 7);
    expect(after.body.data.operators.find((op: { id: number }) => op.id === o.operatorId)).toMatchObject({
      list_price: o.price + 7,
    });
    expect((await call(t.app, 'GET', rentUrl(24))).body.data.list_price).toBe(rentList + 11);

    await t.db
      .updateTable('activation_prices')
      .set({ price: o.price })
      .where('service_id', '=', o.serviceId)
      .where('country_id', '=', o.countryId)
      .where('operator_id', '=', o.operatorId)
      .execute();
  });

  it('a change that did not commit is not seen, and one that rolled back leaves the count as it was', async () => {
    const before = await countOf(t.app, priceUrl());
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('phone_numbers')
          .set({ enabled: false })
          .where('country_id', '=', o.countryId)
          .where('operator_id', '=', o.operatorId)
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await countOf(t.app, priceUrl())).toBe(before);
  });

  it('serves the cached copy while the version stands: the version is what invalidates it', async () => {
    const before = await countOf(t.app, priceUrl());
    const number = await anEnabledNumber();
    // A change behind the triggers' back (which no code path can make): the copy stays.
    await sql`alter table phone_numbers disable trigger phone_numbers_catalog_version_up`.execute(t.db);
    await t.db.updateTable('phone_numbers').set({ enabled: false }).where('id', '=', number.id).execute();
    await sql`alter table phone_numbers enable trigger phone_numbers_catalog_version_up`.execute(t.db);
    expect(await countOf(t.app, priceUrl())).toBe(before);
    await sql`update catalog_version set version = version + 1`.execute(t.db);
    expect(await countOf(t.app, priceUrl())).toBe(before - 1);
    await t.db.updateTable('phone_numbers').set({ enabled: true }).where('id', '=', number.id).execute();
    expect(await countOf(t.app, priceUrl())).toBe(before);
  });

  it('a sandbox purchase (a virtual number, not stock) leaves the version alone', async () => {
    const version = async () =>
      (await sql<{ v: string }>`select version::text as v from catalog_version`.execute(t.db)).rows[0]!.v;
    const v0 = await version();
    await t.db
      .insertInto('phone_numbers')
      .values({
        country_id: o.countryId,
        operator_id: o.operatorId,
        phone: `+10${Date.now() % 1_000_000_000}`,
        enabled: false,
        sandbox: true,
      })
      .execute();
    expect(await version()).toBe(v0);
  });

  it('a signed call on a warm panel is one statement: the session brings the version and the level', async () => {
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const ctx = createContext({
      db: t.db.withPlugin(counter),
      config: t.ctx.config,
      log: pino({ level: 'silent' }),
      now: t.ctx.now,
    });
    const app = await buildApp(ctx);
    await app.ready();
    try {
      const u = await makeUser(t, 0);
      for (const url of [priceUrl(), rentUrl()]) {
        const guest = await call(app, 'GET', url); // warms this app's copy
        statements = 0;
        const signed = await call(app, 'GET', url, { token: u.token });
        expect(signed.status).toBe(200);
        expect(statements).toBe(1);
        // The same panel as the guest's (a new user has no level), counted in the same state.
        expect(signed.body).toEqual(guest.body);
        statements = 0;
        await call(app, 'GET', url);
        expect(statements).toBe(1);
      }
    } finally {
      await app.close();
    }
  });

  describe('two upstream processes on one database', () => {
    let otherDb: Db;
    let other: FastifyInstance;
    beforeAll(async () => {
      otherDb = await secondProcessDb(database, t.db);
      const ctx = createContext({ db: otherDb, config: t.ctx.config, log: pino({ level: 'silent' }), now: t.ctx.now });
      other = await buildApp(ctx);
      await other.ready();
    });
    afterAll(async () => {
      await other.close();
      if (otherDb !== t.db) await otherDb.destroy();
    });

    it("a buy through one process shows in the other's cached panel at once", async () => {
      const u = await makeUser(t, 100_000);
      const before = await countOf(other, priceUrl());
      expect(await countOf(t.app, priceUrl())).toBe(before);
      const bought = await call(t.app, 'POST', '/api/activation/buy', {
        token: u.token,
        body: { service_id: o.serviceId, country_id: o.countryId },
      });
      expect(bought.status).toBe(201);
      expect(await countOf(other, priceUrl())).toBe(before - 1);
    });
  });
});

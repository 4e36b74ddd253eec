import { sql } from 'kysely';
import pino from 'pino';
import type { Db } from '../../upstream/db/database';
import { prepareDatabase } from '../../upstream/db/startup';
import { createContext, type UpstreamContext } from '../../upstream/server/context';
import { buyActivation, retryActivation } from '../../upstream/commerce/activation-service';
import { buyRent } from '../../upstream/commerce/rent-service';
import { deliverDemoCodes } from '../../upstream/commerce/demo-supplier';
import { runCommerceJobs } from '../../upstream/commerce/workers';
import { confirmDemoPayments } from '../../upstream/payments/demo-gateway';
import { createTopUp } from '../../upstream/payments/payment-service';
import { ledgerMismatches } from '../fuzz/money';
import { secondProcessDb, testConfig, testDatabases } from './helpers/test-db';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';

/**
 * Several upstream processes on one database, each running every background job (issue 19).
 * Two contexts race the same job with Promise.all: on PGlite they share one Kysely instance,
 * which exercises the row logic; on PostgreSQL (TEST_DATABASE_URL) the second process has its
 * own pool, as a second process would.
 */
const cheap = { argon2: { memoryKiB: 64, iterations: 1 }, demoAccounts: true };

describe.each(testDatabases())('two upstream processes on one database ($name)', (database) => {
  describe('starting together on an empty database', () => {
    let a: Db;
    let b: Db;
    beforeAll(async () => {
      a = await database.open();
      b = await secondProcessDb(database, a);
    }, 120_000);
    afterAll(async () => {
      if (b !== a) await b.destroy();
      await a.destroy();
    });

    it('seeds once: one catalogue, one set of demo accounts, their money once', async () => {
      const [first, second] = await Promise.all([prepareDatabase(a, cheap), prepareDatabase(b, cheap)]);
      expect([first.seeded, second.seeded].sort()).toEqual([false, true]);
      const counts = await sql<{ countries: number; users: number; topups: number }>`
        select (select count(*) from countries)::int as countries, (select count(*) from users)::int as users,
               (select count(*) from ledger_entries where kind = 'topup')::int as topups`.execute(a);
      const once = await sql<{ countries: number; users: number; topups: number }>`
        select (select count(distinct iso) from countries)::int as countries, (select count(distinct email) from users)::int as users,
               (select count(distinct ref) from ledger_entries where kind = 'topup')::int as topups`.execute(a);
      expect(counts.rows[0]).toEqual(once.rows[0]);
      expect(counts.rows[0]!.countries).toBe(30);
      expect(await ledgerMismatches(a)).toEqual([]);
    });
  });

  describe('running the background jobs at the same time', () => {
    let t: CommerceTestApp;
    let other: UpstreamContext;
    let otherDb: Db;
    beforeAll(async () => {
      t = await createCommerceApp(database, testConfig({ DEMO_SUPPLIER: '1', DEMO_GATEWAY: '1' }));
      otherDb = await secondProcessDb(database, t.db);
      other = createContext({
        db: otherDb,
        config: t.ctx.config,
        log: pino({ level: 'silent' }),
        now: t.ctx.now,
        publish: t.ctx.publish,
      });
    }, 120_000);
    afterAll(async () => {
      if (otherDb !== t.db) await otherDb.destroy();
      await t.close();
    });

    const messagesOf = async (activationId: number) =>
      (await t.db.selectFrom('sms_messages').select('code').where('activation_id', '=', activationId).execute()).map(
        (m) => m.code,
      );

    it('the demo supplier delivers one code to a purchase, and one more after a retry, not one per process', async () => {
      const u = await makeUser(t, 100_000);
      const o = await offerOf(t.db, 'telegram', 'de');
      const bought = await buyActivation(t.ctx, u.id, { serviceId: o.serviceId, countryId: o.countryId });
      const id = bought.activation.id;
      t.clock.advance(6_000);
      const [sentA, sentB] = await Promise.all([deliverDemoCodes(t.ctx), deliverDemoCodes(other)]);
      expect(await messagesOf(id)).toHaveLength(1);
      expect(sentA + sentB).toBe(1);

      await retryActivation(t.ctx, u.id, id);
      t.clock.advance(6_000);
      await Promise.all([deliverDemoCodes(t.ctx), deliverDemoCodes(other)]);
      expect(await messagesOf(id)).toHaveLength(2);
      // Neither process left a stray copy behind as an unmatched SMS.
      const phone = bought.activation.phone;
      expect(await t.db.selectFrom('unmatched_sms').select('id').where('phone', '=', phone).execute()).toEqual([]);
    });

    it('the sweeper refunds an expired activation once and ends a rental once, with both processes sweeping', async () => {
      const u = await makeUser(t, 100_000);
      const o = await offerOf(t.db, 'tiktok', 'pl');
      const r = await offerOf(t.db, 'google', 'fr');
      const activation = (await buyActivation(t.ctx, u.id, { serviceId: o.serviceId, countryId: o.countryId }))
        .activation;
      const rent = (await buyRent(t.ctx, u.id, { serviceId: r.serviceId, countryId: r.countryId, period: 4 })).rent;
      const charged = 100_000 - (await balanceAndLedger(t.db, u.id)).balance;
      expect(charged).toBeGreaterThan(0);
      t.clock.advance(5 * 3_600_000);
      await Promise.all([runCommerceJobs(t.ctx), runCommerceJobs(other), runCommerceJobs(t.ctx)]);
      const refunds = await t.db
        .selectFrom('ledger_entries')
        .select(['ref', 'amount'])
        .where('user_id', '=', u.id)
        .where('kind', '=', 'activation_refund')
        .execute();
      expect(refunds).toEqual([{ ref: `activation:${activation.id}`, amount: o.price }]);
      const states = await t.db
        .selectFrom('rentals')
        .select('status')
        .where('id', '=', rent.id)
        .executeTakeFirstOrThrow();
      expect(states.status).toBe('expired');
      // Both numbers went back to the pool: no hold is left for either purchase.
      const holds = await t.db
        .selectFrom('number_holds')
        .select('ref_id')
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', '=', 'activation'), eb('ref_id', '=', activation.id)]),
            eb.and([eb('kind', '=', 'rent'), eb('ref_id', '=', rent.id)]),
          ]),
        )
        .execute();
      expect(holds).toEqual([]);
      expect(await balanceAndLedger(t.db, u.id)).toEqual({
        balance: 100_000 - charged + o.price,
        ledger: 100_000 - charged + o.price,
      });
    });

    it('the demo gateway credits a crypto top-up once', async () => {
      const u = await makeUser(t, 0);
      const code = await createTopUp(t.ctx, u.id, 'btc', 5_000);
      t.clock.advance(9_000);
      await Promise.all([confirmDemoPayments(t.ctx), confirmDemoPayments(other), confirmDemoPayments(other)]);
      const topups = await t.db
        .selectFrom('ledger_entries')
        .select('ref')
        .where('user_id', '=', u.id)
        .where('kind', '=', 'topup')
        .execute();
      expect(topups).toEqual([{ ref: `payment:${code.transaction_id}` }]);
      expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 5_000, ledger: 5_000 });
      expect(t.published.filter((p) => p.userId === u.id && p.event === 'BalanceTopup')).toHaveLength(1);
    });
  });
});

import { sql, type KyselyPlugin } from 'kysely';
import { Migrator } from 'kysely/migration';
import pino from 'pino';
import { buildApp } from '../../upstream/server/app';
import { createContext } from '../../upstream/server/context';
import { buyActivation, cancelActivation } from '../../upstream/commerce/activation-service';
import { buyRent, cancelRent } from '../../upstream/commerce/rent-service';
import { credit } from '../../upstream/commerce/ledger';
import type { Db } from '../../upstream/db/database';
import { migrations } from '../../upstream/db/migrations';
import { openUnmigratedPglite, testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';

/**
 * The purchase hot path (issue 19): how many statements a buy and a cancel send, and the counts
 * it keeps instead of recounting (users.spent, the loyalty spend) staying equal to the ledger.
 */

/**
 * Counts the round trips sent through a Kysely instance: every statement, and BEGIN and COMMIT
 * of each transaction (two more round trips, which the plugin does not see).
 */
function counting(db: Db): { db: Db; take(): number } {
  let n = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      n++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const counted = db.withPlugin(plugin);
  const withTransactions = new Proxy(counted, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') {
        const value = Reflect.get(target, prop, receiver) as unknown;
        // Kysely's methods read private fields: call them on the instance, not on the proxy.
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      return () =>
        new Proxy(target.transaction(), {
          get(builder, key, r) {
            if (key !== 'execute') {
              const value = Reflect.get(builder, key, r) as unknown;
              return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(builder) : value;
            }
            return (fn: Parameters<typeof builder.execute>[0]) => {
              n += 2;
              return builder.execute(fn);
            };
          },
        });
    },
  });
  return {
    db: withTransactions,
    take: () => {
      const seen = n;
      n = 0;
      return seen;
    },
  };
}

const spendKinds = ['activation_charge', 'activation_refund', 'rent_charge', 'rent_extend', 'rent_refund'];

/** users.spent against the sum the ledger implies for the same kinds. */
async function spentAndLedger(db: Db, userId: number) {
  const row = await sql<{ spent: number; ledger: number }>`
    select u.spent,
      coalesce((select -sum(amount) from ledger_entries l
        where l.user_id = u.id and l.kind in (${sql.join(spendKinds)})), 0) as ledger
    from users u where u.id = ${userId}`.execute(db);
  const r = row.rows[0]!;
  return { spent: Number(r.spent), ledger: Number(r.ledger) };
}

describe.each(testDatabases())('purchase round trips on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  /** The cheapest rental offer of the catalogue, bought by `userId`. */
  const rentCheapest = async (userId: number) => {
    const offer = await t.db
      .selectFrom('rent_prices')
      .select(['service_id', 'country_id', 'period'])
      .orderBy('price')
      .executeTakeFirstOrThrow();
    return buyRent(t.ctx, userId, { serviceId: offer.service_id, countryId: offer.country_id, period: offer.period });
  };

  it('the buy, the close and the session lookup call no PL/pgSQL function inside their own call', async () => {
    // Migration 0022: a PL/pgSQL call inside the call (its SET search_path, its tuplestore) is
    // overhead the steps do not need. What these calls may call of ours: plain SQL functions the
    // planner inlines (SQL, not VOLATILE, not STRICT, no SET).
    const callees = await sql<{ caller: string; callee: string; language: string; inlinable: boolean }>`
      select f.proname as caller, g.proname as callee, l.lanname as language,
        l.lanname = 'sql' and g.provolatile <> 'v' and not g.proisstrict and g.proconfig is null as inlinable
      from pg_proc f
      join pg_proc g on g.pronamespace = f.pronamespace and g.oid <> f.oid
      join pg_language l on l.oid = g.prolang
      where f.pronamespace = current_schema()::regnamespace
        and f.proname in ('activation_buy_live', 'activation_close_noted', 'session_lookup')
        and f.prosrc ~ ('\\m' || g.proname || '\\s*\\(')
      order by 1, 2`.execute(t.db);
    expect(callees.rows).toEqual([
      { caller: 'activation_buy_live', callee: 'loyalty_discount', language: 'sql', inlinable: true },
      { caller: 'activation_buy_live', callee: 'purchase_facts_read', language: 'sql', inlinable: true },
      { caller: 'activation_close_noted', callee: 'refund_notice_amount', language: 'sql', inlinable: true },
      { caller: 'session_lookup', callee: 'settled_spend', language: 'sql', inlinable: true },
    ]);
  });

  it('buys an activation in 1 round trip and cancels it with a refund in 1', async () => {
    const user = await makeUser(t, 100_000);
    const offer = await offerOf(t.db, 'whatsapp', 'us');
    const counter = counting(t.db);
    const ctx = { ...t.ctx, db: counter.db };

    const bought = await buyActivation(ctx, user.id, {
      serviceId: offer.serviceId,
      countryId: offer.countryId,
      operatorId: offer.operatorId,
    });
    // One statement and no transaction: the buyer's lock and facts (migration 0017's function,
    // so the facts are read after the lock), the hold, the activation and the charge with its
    // ledger entry (activation-charge.ts).
    expect(counter.take()).toBe(1);
    expect(bought.activation.status).toBe('waiting');
    expect(bought.balance).toBe(100_000 - bought.activation.price);
    // The hold names the activation from the start (its id was reserved by the hold).
    const hold = await t.db
      .selectFrom('number_holds')
      .select(['kind', 'ref_id'])
      .where(
        'number_id',
        '=',
        (
          await t.db
            .selectFrom('activations')
            .select('number_id')
            .where('id', '=', bought.activation.id)
            .executeTakeFirstOrThrow()
        ).number_id,
      )
      .executeTakeFirstOrThrow();
    expect(hold).toEqual({ kind: 'activation', ref_id: bought.activation.id });

    t.clock.advance(t.ctx.config.activationCancelLockMs);
    const cancelled = await cancelActivation(ctx, user.id, bought.activation.id);
    // One statement, without a transaction around it, closes, releases, refunds, queues the
    // webhook deliveries, stores the refund's notification (migration 0021) and returns the entry
    // with its messages (activation-close.ts).
    expect(counter.take()).toBe(1);
    expect(cancelled.activation).toMatchObject({ status: 'cancelled', refunded: bought.activation.price });
    expect(cancelled.balance).toBe(100_000);
    expect(
      await t.db
        .selectFrom('number_holds')
        .select('number_id')
        .where('ref_id', '=', bought.activation.id)
        .where('kind', '=', 'activation')
        .execute(),
    ).toEqual([]);
  });

  it('buys and cancels through the routes in 1 statement each (and the realtime epoch once), the session admitted inside it', async () => {
    // Migration 0023 (deferSession): the session's lookup and its last-use write run in the
    // buy's and the cancel's own call, so a signed buy + cancel is 2 statements, not 4.
    const user = await makeUser(t, 100_000);
    const offer = await offerOf(t.db, 'whatsapp', 'us');
    const counter = counting(t.db);
    const app = await buildApp(
      createContext({ db: counter.db, config: t.ctx.config, log: pino({ level: 'silent' }), now: t.clock.now }),
    );
    await app.ready();
    try {
      const headers = { authorization: `Bearer ${user.token}` };
      const buy = (payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
        app.inject({ method: 'POST', url: '/api/activation/buy', headers: { ...headers, ...extra }, payload });
      const payload = { service_id: offer.serviceId, country_id: offer.countryId, operator_id: offer.operatorId };
      counter.take();
      const bought = await buy(payload);
      expect(bought.statusCode).toBe(201);
      expect(counter.take()).toBe(1);
      const id = (bought.json() as { activation: { id: number } }).activation.id;

      // A minute and more later, so the session's last use is written too, in the same call.
      // Its refund's two events read which epoch the user's realtime channel is at, once, and
      // the process keeps that for REALTIME_EPOCH_TTL_MS (2 s of real time): 2 statements here,
      // 1 for the user's next cancel within that time.
      t.clock.advance(t.ctx.config.activationCancelLockMs);
      const cancelled = await app.inject({ method: 'POST', url: `/api/activation/${id}/cancel`, headers });
      expect(cancelled.statusCode).toBe(200);
      expect(counter.take()).toBe(2);
      const again = (await buy(payload)).json() as { activation: { id: number } };
      counter.take();
      t.clock.advance(t.ctx.config.activationCancelLockMs);
      await app.inject({ method: 'POST', url: `/api/activation/${again.activation.id}/cancel`, headers });
      expect(counter.take()).toBe(1);
      const token = await t.db
        .selectFrom('access_tokens')
        .select('last_used_at')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(token.last_used_at).toEqual(t.clock.now());

      // With an idempotency key, the key's lookup admits the session: 2 statements, was 3; its
      // replay is that lookup and the answer's 4 reads (5, was 6).
      const keyed = await buy(payload, { 'idempotency-key': `round-trips-${user.id}` });
      expect(keyed.statusCode).toBe(201);
      expect(counter.take()).toBe(2);
      const replayed = await buy(payload, { 'idempotency-key': `round-trips-${user.id}` });
      expect(replayed.statusCode).toBe(200);
      expect(replayed.json()).toMatchObject({
        activation: { id: (keyed.json() as { activation: { id: number } }).activation.id },
      });
      expect(counter.take()).toBe(5);
    } finally {
      await app.close();
    }
  });

  it('cancels a rental with a refund and announces it without reading back the account the refund returned', async () => {
    const user = await makeUser(t, 500_000);
    const rent = await rentCheapest(user.id);
    const counter = counting(t.db);
    const published: { event: string; payload: unknown }[] = [];
    const ctx = {
      ...t.ctx,
      db: counter.db,
      publish: async (_userId: number, event: string, payload: unknown) => {
        published.push({ event, payload });
      },
    };
    await cancelRent(ctx, user.id, rent.rent.id);
    // BEGIN, close, refund with its entry, release, COMMIT; the notification; the answer's reads
    // (locale, entry, balance: 4). The refund's statement returns the account after it (balance,
    // locale, currency), so the notice reads neither the reader's language nor the balance again:
    // 10 round trips, 12 before.
    expect(counter.take()).toBe(10);
    expect(published.find((p) => p.event === 'BalanceTopup')?.payload).toEqual({
      balance: 500_000,
      refund: { amount: rent.charged!.price, type: 'rent', id: rent.rent.id },
    });
  });

  it('keeps users.spent equal to the ledger through charges, refunds and a sandbox purchase', async () => {
    const user = await makeUser(t, 500_000);
    const offer = await offerOf(t.db, 'whatsapp', 'us');
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await buyActivation(t.ctx, user.id, { serviceId: offer.serviceId, countryId: offer.countryId });
      ids.push(r.activation.id);
    }
    t.clock.advance(t.ctx.config.activationCancelLockMs);
    await cancelActivation(t.ctx, user.id, ids[0]!);
    const rent = await rentCheapest(user.id);
    await cancelRent(t.ctx, user.id, rent.rent.id);
    // A top-up is not spend.
    await t.db
      .transaction()
      .execute((trx) =>
        credit(trx, { userId: user.id, amount: 1_000, kind: 'topup', ref: `test-topup:${user.id}`, at: t.ctx.now() }),
      );

    const { spent, ledger } = await spentAndLedger(t.db, user.id);
    expect(spent).toBe(ledger);
    const charged = await t.db
      .selectFrom('activations')
      .select((eb) => eb.fn.sum<number>('price').as('p'))
      .where('id', 'in', ids.slice(1))
      .executeTakeFirstOrThrow();
    expect(spent).toBe(Number(charged.p));

    // A sandbox account's purchases move its sandbox balance, never anyone's loyalty spend.
    const sandbox = await makeUser(t, 0);
    await t.db.updateTable('users').set({ sandbox_of: user.id }).where('id', '=', sandbox.id).execute();
    await t.db.transaction().execute((trx) =>
      credit(trx, {
        userId: sandbox.id,
        amount: 50_000,
        kind: 'adjustment',
        ref: `sandbox:${sandbox.id}`,
        at: t.ctx.now(),
      }),
    );
    await buyActivation(t.ctx, sandbox.id, { serviceId: offer.serviceId, countryId: offer.countryId });
    expect((await spentAndLedger(t.db, sandbox.id)).spent).toBe(0);
    expect((await spentAndLedger(t.db, user.id)).spent).toBe(spent);
  });
});

describe('migration 0014 on a database with history', () => {
  it('backfills users.spent from the ledger', async () => {
    const db = await openUnmigratedPglite();
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo('0013-sandbox');
      expect(before.error).toBeUndefined();
      const at = new Date('2026-03-01T10:00:00Z');
      const user = await sql<{ id: number }>`
        insert into users (email, name, api_key, updated_at) values ('history@example.test', 'h', 'cp_history', ${at}) returning id`.execute(
        db,
      );
      const id = user.rows[0]!.id;
      const entries = [
        { amount: 10_000, kind: 'topup', balance_after: 10_000 },
        { amount: -300, kind: 'activation_charge', balance_after: 9_700 },
        { amount: 300, kind: 'activation_refund', balance_after: 10_000 },
        { amount: -1_200, kind: 'rent_charge', balance_after: 8_800 },
        { amount: -400, kind: 'rent_extend', balance_after: 8_400 },
        { amount: 500, kind: 'referral_bonus', balance_after: 8_900 },
      ];
      for (const [i, e] of entries.entries()) {
        await sql`insert into ledger_entries (user_id, amount, balance_after, kind, ref, created_at)
          values (${id}, ${e.amount}, ${e.balance_after}, ${e.kind}, ${`h:${i}`}, ${at})`.execute(db);
      }
      const after = await migrator.migrateToLatest();
      expect(after.error).toBeUndefined();
      const row = await sql<{ spent: number }>`select spent from users where id = ${id}`.execute(db);
      expect(Number(row.rows[0]!.spent)).toBe(1_600);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});

import { randomBytes } from 'node:crypto';
import { apiKeyColumns, newApiKey } from '../../../upstream/accounts/api-keys';
import { issueSession } from '../../../upstream/accounts/tokens';
import { credit } from '../../../upstream/commerce/ledger';
import type { Db } from '../../../upstream/db/database';
import type { UpstreamConfig } from '../../../upstream/config';
import { call } from './http';
import { createTestApp, testConfig, type TestApp, type TestDatabase } from './test-db';

/** A movable clock for expiry and cancel-lock tests. */
export function testClock(start = new Date('2026-03-01T10:00:00Z')) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export interface CommerceTestApp extends TestApp {
  clock: TestClock;
}

/** App with the commerce seed and a movable clock. */
export async function createCommerceApp(
  database: TestDatabase,
  config: UpstreamConfig = testConfig(),
): Promise<CommerceTestApp> {
  const clock = testClock();
  const t = await createTestApp(database, { now: clock.now, config }, {}, { commerce: true });
  return { ...t, clock };
}

export interface TestUser {
  id: number;
  token: string;
}

/** A user with `balance` minor units (credited through the ledger) and a bearer token. */
export async function makeUser(t: { db: Db; ctx: TestApp['ctx'] }, balance = 0): Promise<TestUser> {
  const email = `u-${randomBytes(6).toString('hex')}@example.test`;
  const now = t.ctx.now();
  const row = await t.db
    .insertInto('users')
    .values({
      email,
      name: email.split('@')[0]!,
      password_hash: null,
      email_verified_at: now,
      ...apiKeyColumns(newApiKey()),
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (balance > 0) {
    await t.db
      .transaction()
      .execute((trx) =>
        credit(trx, { userId: row.id, amount: balance, kind: 'adjustment', ref: `test:${email}`, at: now }),
      );
  }
  const session = await issueSession(t.db, t.ctx.config, row.id, { device: 'jest', ip: '127.0.0.1' }, now);
  return { id: row.id, token: session.token };
}

/** An offer that is in stock: ids by slug/iso, with its cheapest operator and price. */
export async function offerOf(db: Db, slug: string, iso: string) {
  const row = await db
    .selectFrom('activation_prices as p')
    .innerJoin('services as s', 's.id', 'p.service_id')
    .innerJoin('countries as c', 'c.id', 'p.country_id')
    .select(['p.service_id', 'p.country_id', 'p.operator_id', 'p.price'])
    .where('s.slug', '=', slug)
    .where('c.iso', '=', iso)
    .orderBy('p.price')
    .orderBy('p.operator_id')
    .executeTakeFirstOrThrow();
  return {
    serviceId: row.service_id,
    countryId: row.country_id,
    operatorId: row.operator_id,
    price: Number(row.price),
  };
}

/** Rents `offer`'s number for `period` hours through the site's route; the answer as it came. */
export function rentOffer(
  t: Pick<TestApp, 'app'>,
  token: string,
  offer: { serviceId: number; countryId: number },
  period = 4,
) {
  return call(t.app, 'POST', '/api/rent/buy', {
    token,
    body: { service_id: offer.serviceId, country_id: offer.countryId, period },
  });
}

export async function balanceAndLedger(db: Db, userId: number) {
  const user = await db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow();
  const sum = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('s'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { balance: Number(user.balance), ledger: Number(sum.s) };
}

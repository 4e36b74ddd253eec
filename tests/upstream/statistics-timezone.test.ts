import { sql } from 'kysely';
import { call } from './helpers/http';
import { testDatabases, createTestApp, type TestApp } from './helpers/test-db';
import { makeUser, offerOf, testClock } from './helpers/commerce';
import { openDatabase, type Db } from '../../upstream/db/database';
import { userStatistic } from '../../upstream/commerce/statistics';

/**
 * Statistics promise "a range of UTC days". The per-day rows are built in SQL from timestamptz
 * arithmetic (generate_series by '1 day', d::date, d + interval '1 day'), which follows the
 * database session's TimeZone, not UTC. On a server whose TimeZone is not UTC (postgresql.conf's
 * default is the host's zone), day labels shift and, across a DST change, the windows move by an
 * hour: a purchase in the range's last hour is in totals but in no day.
 */
describe.each(testDatabases())('statistics on a non-UTC database session on $name', (database) => {
  let t: TestApp;
  let zoned: Db;
  // 2026-03-08 is the US DST change; the purchase is in the last hour of 2026-03-09 (UTC).
  const clock = testClock(new Date('2026-03-09T23:30:00Z'));
  beforeAll(async () => {
    t = await createTestApp(database, { now: clock.now }, {}, { commerce: true });
    if (database.name === 'pglite') {
      await sql`set timezone = 'America/New_York'`.execute(t.db);
      zoned = t.db;
    } else {
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0]!.s;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${schema} -c TimeZone=America/New_York`);
      zoned = await openDatabase({ url: url.toString() });
    }
  }, 120_000);
  afterAll(async () => {
    if (zoned !== t.db) await zoned.destroy();
    await t.close();
  });

  it('labels and windows the days in UTC, whatever the session TimeZone', async () => {
    const o = await offerOf(t.db, 'whatsapp', 'gb');
    const u = await makeUser(t, 100_000);
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId },
    });
    expect(bought.status).toBe(201);
    const price = bought.body.activation.price as number;
    const stats = await userStatistic(zoned, u.id, { from: '2026-03-08', to: '2026-03-09' }, clock.now());
    expect(stats.totals.spent).toBe(price);
    expect(stats.by_day).toEqual([
      { date: '2026-03-08', spent: 0, activations: 0, rentals: 0 },
      { date: '2026-03-09', spent: price, activations: 1, rentals: 0 },
    ]);
  });
});

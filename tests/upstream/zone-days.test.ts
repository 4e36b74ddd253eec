import { sql } from 'kysely';
import { call } from './helpers/http';
import { testDatabases, createTestApp, postgresUrlOf, type TestApp } from './helpers/test-db';
import { makeUser, offerOf, testClock } from './helpers/commerce';
import { deliverPaymentNotice } from './helpers/handler-api';
import { openDatabase, type Db } from '../../upstream/db/database';
import { userStatistic } from '../../upstream/commerce/statistics';
import fc from 'fast-check';
import { calendarDay } from '../../src/contracts/calendar-day';
import { zonedTimestamps } from '../../upstream/server/zone-days';

/**
 * Date filters and statistics mean the user's calendar days: the `Zone` header the site sends
 * (the browser's zone), UTC without one, and never the database session's TimeZone. The clock
 * stands at 2026-03-09 23:30 UTC, which is already 10 March in Auckland (UTC+13); 8 March is
 * the US DST change.
 */
describe.each(testDatabases())("the user's days on $name", (database) => {
  let t: TestApp;
  let zoned: Db;
  const clock = testClock(new Date('2026-03-09T23:30:00Z'));
  const auckland = { zone: 'Pacific/Auckland' };
  let user: Awaited<ReturnType<typeof makeUser>>;
  let price: number;
  beforeAll(async () => {
    t = await createTestApp(database, { now: clock.now }, {}, { commerce: true });
    if (database.name === 'pglite') {
      await sql`set timezone = 'America/New_York'`.execute(t.db);
      zoned = t.db;
    } else {
      const url = await postgresUrlOf(t.db);
      url.searchParams.set('options', '-c TimeZone=America/New_York');
      zoned = await openDatabase({ url: url.toString() });
    }
    const o = await offerOf(t.db, 'whatsapp', 'gb');
    user = await makeUser(t, 100_000);
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: user.token,
      body: { service_id: o.serviceId, country_id: o.countryId },
    });
    expect(bought.status).toBe(201);
    price = bought.body.activation.price as number;
  }, 120_000);
  afterAll(async () => {
    if (zoned !== t.db) await zoned.destroy();
    await t.close();
  });

  it('labels and windows statistics days in UTC without a zone, whatever the session TimeZone', async () => {
    const stats = await userStatistic(zoned, user.id, { from: '2026-03-08', to: '2026-03-09' }, clock.now());
    expect(stats.totals.spent).toBe(price);
    expect(stats.by_day).toEqual([
      { date: '2026-03-08', spent: 0, activations: 0, rentals: 0 },
      { date: '2026-03-09', spent: price, activations: 1, rentals: 0 },
    ]);
  });

  it('lists every day where the session zone skips a midnight (Santiago, 6 September 2026)', async () => {
    await sql`set timezone = 'America/Santiago'`.execute(zoned);
    try {
      const stats = await userStatistic(zoned, user.id, { from: '2026-09-04', to: '2026-09-08' }, clock.now());
      expect(stats.by_day.map((d) => d.date)).toEqual([
        '2026-09-04',
        '2026-09-05',
        '2026-09-06',
        '2026-09-07',
        '2026-09-08',
      ]);
    } finally {
      await sql`set timezone = 'America/New_York'`.execute(zoned);
    }
  });

  it('reads UTC days for a zone the database does not know, and for an offset', async () => {
    // Intl takes both; the database refuses the first and reads the second with the other sign.
    for (const zone of ['US/Pacific-New', '+13:00']) {
      const statement = await call(t.app, 'GET', '/api/balance-statement?from=2026-03-09&to=2026-03-09', {
        token: user.token,
        headers: { zone },
      });
      expect([zone, statement.status, statement.body.data]).toEqual([zone, 200, expect.any(Array)]);
      expect(statement.body.data).toHaveLength(2);
      const stats = await call(t.app, 'GET', '/api/user/statistic', { token: user.token, headers: { zone } });
      expect([zone, stats.status, stats.body.data?.to]).toEqual([zone, 200, '2026-03-09']);
      const history = await call(t.app, 'GET', '/api/payments-history?date=today', {
        token: user.token,
        headers: { zone },
      });
      expect([zone, history.status]).toEqual([zone, 200]);
    }
  });

  it("puts statistics on the user's day, and ends the default range on the user's today", async () => {
    const query = '?from=2026-03-09&to=2026-03-10';
    const local = await call(t.app, 'GET', `/api/user/statistic${query}`, { token: user.token, headers: auckland });
    expect(local.body.data.by_day).toEqual([
      { date: '2026-03-09', spent: 0, activations: 0, rentals: 0 },
      { date: '2026-03-10', spent: price, activations: 1, rentals: 0 },
    ]);
    const byDefault = await call(t.app, 'GET', '/api/user/statistic', { token: user.token, headers: auckland });
    expect(byDefault.body.data.to).toBe('2026-03-10');
    expect(byDefault.body.data.totals.spent).toBe(price);
    const utc = await call(t.app, 'GET', '/api/user/statistic', { token: user.token });
    expect(utc.body.data.to).toBe('2026-03-09');
  });

  it("filters the statement and its export by the user's days", async () => {
    const day = (d: string, headers?: Record<string, string>) =>
      call(t.app, 'GET', `/api/balance-statement?from=${d}&to=${d}`, { token: user.token, headers });
    // The user's starting balance and the purchase, both made at the clock's instant.
    expect((await day('2026-03-10', auckland)).body.data).toHaveLength(2);
    expect((await day('2026-03-09', auckland)).body.data).toHaveLength(0);
    expect((await day('2026-03-09')).body.data).toHaveLength(2);
    const exported = await call(t.app, 'GET', '/api/balance-statement/export?from=2026-03-10&to=2026-03-10', {
      token: user.token,
      headers: auckland,
    });
    expect(exported.body.filename).toBe('codeport-statement-2026-03-10.csv');
    const rows = (exported.body.csv as string).trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2);
    // Its rows are on the day the filter and the file's name say: Auckland's 10 March, not UTC's 9th.
    for (const row of rows) expect(row).toMatch(/^2026-03-10T12:30:00\.\d{3}\+13:00,/);
    const utc = await call(t.app, 'GET', '/api/balance-statement/export?from=2026-03-09&to=2026-03-09', {
      token: user.token,
    });
    expect((utc.body.csv as string).split('\r\n')[1]).toMatch(/^2026-03-09T23:30:00\.\d{3}Z,/);
  });

  it("filters the payment history by the user's days and today", async () => {
    const topUp = await call(t.app, 'POST', '/api/payments/top-up', {
      token: user.token,
      body: { system: 'card', amount: 700 },
    });
    await deliverPaymentNotice(t.app, t.ctx, {
      transaction_id: topUp.body.data.transaction_id,
      status: 'paid',
      amount: 700,
    });
    const history = async (q: string, headers?: Record<string, string>) =>
      (await call(t.app, 'GET', `/api/payments-history?${q}`, { token: user.token, headers })).body.history.data;
    expect(await history('from=2026-03-10&to=2026-03-10', auckland)).toHaveLength(1);
    expect(await history('from=2026-03-09&to=2026-03-09', auckland)).toHaveLength(0);
    expect(await history('from=2026-03-09&to=2026-03-09')).toHaveLength(1);
    // Auckland's today began at 2026-03-09 11:00 UTC, a later zone's today has not begun.
    expect(await history('date=today', auckland)).toHaveLength(1);
    clock.advance(2 * 3_600_000);
    expect(await history('date=today', { zone: 'America/Los_Angeles' })).toHaveLength(1);
    expect(await history('date=today')).toHaveLength(0);
  });
});

describe("zonedTimestamps (the statement file's dates)", () => {
  const zones = ['Pacific/Auckland', 'America/St_Johns', 'Asia/Kolkata', 'Europe/Berlin', 'America/Santiago', 'UTC'];

  it("is the same instant, written on the zone's calendar day, for any instant and zone", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (at, zone) => {
          const written = zonedTimestamps(zone)(at);
          expect(written).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/);
          expect(Date.parse(written)).toBe(at.getTime());
          expect(written.slice(0, 10)).toBe(calendarDay(at, zone));
        },
      ),
    );
  });

  it('writes half-hour offsets and both sides of a DST change; UTC without a zone or with an unknown one', () => {
    expect(zonedTimestamps('America/St_Johns')(new Date('2026-06-01T12:00:00Z'))).toBe('2026-06-01T09:30:00.000-02:30');
    expect(zonedTimestamps('Europe/Berlin')(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59.000+01:00');
    expect(zonedTimestamps('Europe/Berlin')(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00.000+02:00');
    expect(zonedTimestamps(null)(new Date('2026-06-01T12:00:00.5Z'))).toBe('2026-06-01T12:00:00.500Z');
    expect(zonedTimestamps('Not/A_Zone')(new Date('2026-06-01T12:00:00Z'))).toBe('2026-06-01T12:00:00.000Z');
  });
});

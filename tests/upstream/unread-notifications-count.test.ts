import { sql } from 'kysely';
import { NOTIFICATIONS_COUNT_MAX } from '@contracts/user';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { signUp, type SignedUp } from './helpers/accounts';
import { unreadCountQuery } from '../../upstream/accounts/user-view';

// The unread count runs on every /api/user: it stops at the contract's maximum (the badge shows
// "99+" above 99) and is found through the partial index of unread rows (migration 0036).
describe.each(testDatabases())('the unread notifications count on $name', (database) => {
  let t: TestApp;
  let ann: SignedUp;
  beforeAll(async () => {
    t = await createTestApp(database);
    ann = await signUp(t, 'ann@example.test');
  }, 120_000);
  afterAll(() => t.close());

  const notify = (userId: number, count: number, read: boolean) =>
    sql`insert into notifications (user_id, category, locale, title, body, read_at)
      select ${userId}, 'system', 'en', 'Title', 'Body', ${read ? sql`now()` : sql`null`}
      from generate_series(1, ${count})`.execute(t.db);
  const unread = async () =>
    (await call(t.app, 'GET', '/api/user', { token: ann.token })).body.user.notifications_count;

  it('counts up to the maximum, and says the maximum for more', async () => {
    expect(NOTIFICATIONS_COUNT_MAX).toBe(100);
    await notify(ann.user.id, 30, true);
    await notify(ann.user.id, 99, false);
    expect(await unread()).toBe(99);
    await notify(ann.user.id, 1, false);
    expect(await unread()).toBe(100);
    await notify(ann.user.id, 50, false);
    expect(await unread()).toBe(100);
  });

  it('finds the unread rows through notifications_unread, not the read ones through user_id', async () => {
    // Sequential scans priced out, as in retention-plans.test.ts: the plan does not depend on
    // the table's size or statistics.
    const plan = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${unreadCountQuery(trx, ann.user.id)}`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('notifications_unread');
    expect(plan).not.toMatch(/Filter: \(read_at IS NULL\)/);
  });
});

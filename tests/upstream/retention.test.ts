import { sql } from 'kysely';
import { call } from './helpers/http';
import { createTestApp, secondProcessDb, testDatabases, type TestApp } from './helpers/test-db';
import { makeUser, testClock, type TestClock } from './helpers/commerce';
import { insertPurchase } from './helpers/purchase-rows';
import { runRetention } from '../../upstream/platform/retention';
import { isNewDevice } from '../../upstream/accounts/new-sign-in-alert';
import type { Db } from '../../upstream/db/database';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Rows of the financial and purchase tables, which retention never touches. */
async function recordCounts(db: Db) {
  const { rows } = await sql<Record<string, number>>`
    select (select count(*) from ledger_entries)::int as ledger, (select count(*) from activations)::int as activations,
           (select count(*) from rentals)::int as rentals, (select count(*) from sms_messages)::int as sms,
           (select count(*) from users)::int as users`.execute(db);
  return rows[0]!;
}

describe.each(testDatabases())('retention on $name', (database) => {
  let t: TestApp;
  let clock: TestClock;
  beforeAll(async () => {
    clock = testClock();
    t = await createTestApp(database, { now: clock.now }, {}, { commerce: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const ago = (ms: number) => new Date(clock.now().getTime() - ms);

  async function ids(table: 'email_outbox' | 'notifications' | 'unmatched_sms' | 'login_challenges', of: number[]) {
    const rows = await t.db.selectFrom(table).select('id').where('id', 'in', of).orderBy('id').execute();
    return rows.map((r) => r.id);
  }

  const purchase = (kind: 'activation' | 'rent', userId: number, status: string, age: number) =>
    insertPurchase(t.db, { kind, userId, status, createdAt: ago(age) });

  it('deletes exactly the operational rows past their keeping, and no record', async () => {
    const u = await makeUser(t, 1_000);
    const dormant = await makeUser(t);

    // Webhook deliveries: finished a month ago go; newer ones and pending ones (however old) stay.
    const endpoint = await t.db
      .insertInto('webhook_endpoints')
      .values({
        user_id: u.id,
        url: 'https://hooks.example.com/a',
        events: '["webhook.test"]',
        secret: 's',
        payload_style: 'codeport',
        created_at: ago(90 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const delivery = (state: 'pending' | 'delivered' | 'failed', age: number) =>
      t.db
        .insertInto('webhook_deliveries')
        .values({
          endpoint_id: endpoint.id,
          event: 'webhook.test',
          body: `{"state":"${state}"}`,
          state,
          next_attempt_at: state === 'pending' ? ago(age) : null,
          created_at: ago(age),
          updated_at: ago(age),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const oldDelivered = await delivery('delivered', 31 * DAY);
    const oldFailed = await delivery('failed', 31 * DAY);
    const recentDelivered = await delivery('delivered', 29 * DAY);
    const oldPending = await delivery('pending', 60 * DAY);

    // Outbox mails (plain-text codes): a week.
    const mail = (age: number) =>
      t.db
        .insertInto('email_outbox')
        .values({ email: 'a@example.test', subject: 's', body: 'code 123456', code: '123456', created_at: ago(age) })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const mails = [await mail(8 * DAY), await mail(6 * DAY)];

    // Sessions: 90 days after they ended (revoked, or past their refresh), except an account's newest.
    const session = (userId: number, ended: number, how: 'revoked' | 'expired') =>
      t.db
        .insertInto('access_tokens')
        .values({
          user_id: userId,
          token_hash: `t-${Math.random()}`,
          refresh_hash: `r-${Math.random()}`,
          device: `Mozilla/5.0 (X11; Linux x86_64) Firefox/${how === 'revoked' ? 120 : 121}.0`,
          ip: '203.0.113.9',
          created_at: ago(ended + 30 * DAY),
          last_used_at: ago(ended),
          expires_at: ago(how === 'expired' ? ended + DAY : ended - DAY),
          refresh_expires_at: ago(how === 'expired' ? ended : ended - 2 * DAY),
          revoked_at: how === 'revoked' ? ago(ended) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const revokedLongAgo = await session(u.id, 91 * DAY, 'revoked');
    const expiredLongAgo = await session(u.id, 91 * DAY, 'expired');
    const revokedRecently = await session(u.id, 89 * DAY, 'revoked');
    // A dormant account: its own makeUser session ended long ago too, then one more.
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: ago(201 * DAY), refresh_expires_at: ago(200 * DAY) })
      .where('user_id', '=', dormant.id)
      .execute();
    const dormantNewest = await session(dormant.id, 200 * DAY, 'revoked');

    // Notifications: read ones after 90 days; unread ones stay.
    const note = (age: number, read: boolean) =>
      t.db
        .insertInto('notifications')
        .values({
          user_id: u.id,
          category: 'system',
          locale: 'en',
          title: 't',
          body: 'b',
          created_at: ago(age),
          read_at: read ? ago(age) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const notes = [await note(91 * DAY, true), await note(200 * DAY, false), await note(89 * DAY, true)];

    // Supplier SMS ids: a week. Unmatched SMS (codes nobody got): a month.
    for (const [id, age] of [
      ['old-id', 8 * DAY],
      ['new-id', 6 * DAY],
    ] as const)
      await t.db
        .insertInto('supplier_sms_ids')
        .values({
          supplier_sms_id: id,
          target_type: null,
          target_id: null,
          message_id: null,
          code: '1',
          received_at: ago(age),
        })
        .execute();
    const unmatched = (age: number) =>
      t.db
        .insertInto('unmatched_sms')
        .values({
          phone: '+15550001',
          sender: 'x',
          text: 'code 1',
          code: '1',
          reason: 'no-open-purchase',
          received_at: ago(age),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const unmatchedIds = [await unmatched(31 * DAY), await unmatched(29 * DAY)];

    // Social sign-in challenges and demo OAuth codes: a day past their expiry.
    const challenge = (expired: number) =>
      t.db
        .insertInto('login_challenges')
        .values({
          token_hash: `c-${Math.random()}`,
          user_id: u.id,
          purpose: 'social-2fa',
          provider: 'google',
          provider_user_id: 'g1',
          email: 'a@example.test',
          expires_at: ago(expired),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const challenges = [await challenge(25 * HOUR), await challenge(23 * HOUR)];
    for (const [code, expired] of [
      ['old-code', 25 * HOUR],
      ['new-code', 23 * HOUR],
    ] as const)
      await t.db
        .insertInto('oauth_demo_codes')
        .values({
          code_hash: code,
          provider: 'google',
          provider_user_id: 'g1',
          email: 'a@example.test',
          name: 'A',
          expires_at: ago(expired),
        })
        .execute();

    // Sandbox SMS claims: of closed purchases, or 60 days old; an open purchase's recent claim stays.
    const closedActivation = await purchase('activation', u.id, 'cancelled', HOUR);
    const openActivation = await purchase('activation', u.id, 'waiting', 10 * 60_000);
    const closedRental = await purchase('rent', u.id, 'expired', 5 * HOUR);
    const openRental = await purchase('rent', u.id, 'active', HOUR);
    const claims = [
      { kind: 'activation' as const, ref_id: closedActivation, seq: 0, created_at: ago(HOUR) },
      { kind: 'activation' as const, ref_id: openActivation, seq: 0, created_at: ago(5 * 60_000) },
      { kind: 'activation' as const, ref_id: openActivation, seq: 1, created_at: ago(61 * DAY) },
      { kind: 'rent' as const, ref_id: closedRental, seq: 0, created_at: ago(4 * HOUR) },
      { kind: 'rent' as const, ref_id: openRental, seq: 0, created_at: ago(HOUR) },
    ];
    await t.db.insertInto('sandbox_sms_claims').values(claims).execute();

    // A year-old code on a purchase: a record, as the purchase and the ledger are.
    await t.db
      .insertInto('sms_messages')
      .values({ activation_id: closedActivation, sender: 'x', text: 'code 1', code: '1', received_at: ago(365 * DAY) })
      .execute();
    const records = await recordCounts(t.db);

    const pruned = await runRetention(t.ctx);
    expect(pruned).toEqual({
      webhook_deliveries: 2,
      email_outbox: 1,
      access_tokens: 3,
      notifications: 1,
      supplier_sms_ids: 1,
      unmatched_sms: 1,
      login_challenges: 1,
      oauth_demo_codes: 1,
      sandbox_sms_claims: 3,
    });

    const deliveries = await t.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpoint_id', '=', endpoint.id)
      .orderBy('id')
      .execute();
    expect(deliveries.map((d) => d.id)).toEqual([recentDelivered, oldPending]);
    expect(deliveries.map((d) => d.id)).not.toContain(oldDelivered);
    expect(deliveries.map((d) => d.id)).not.toContain(oldFailed);
    expect(await ids('email_outbox', mails)).toEqual([mails[1]]);
    const sessions = await t.db
      .selectFrom('access_tokens')
      .select('id')
      .where('user_id', 'in', [u.id, dormant.id])
      .orderBy('id')
      .execute();
    expect(sessions.map((s) => s.id).filter((id) => [revokedLongAgo, expiredLongAgo].includes(id))).toEqual([]);
    expect(sessions.map((s) => s.id)).toEqual(expect.arrayContaining([revokedRecently, dormantNewest]));
    // u keeps its live session and the recent one; the dormant account its newest only.
    expect(sessions).toHaveLength(3);
    expect(await ids('notifications', notes)).toEqual([notes[1], notes[2]]);
    expect(
      (await t.db.selectFrom('supplier_sms_ids').select('supplier_sms_id').execute()).map((r) => r.supplier_sms_id),
    ).toEqual(['new-id']);
    expect(await ids('unmatched_sms', unmatchedIds)).toEqual([unmatchedIds[1]]);
    expect(await ids('login_challenges', challenges)).toEqual([challenges[1]]);
    expect((await t.db.selectFrom('oauth_demo_codes').select('code_hash').execute()).map((r) => r.code_hash)).toEqual([
      'new-code',
    ]);
    const leftClaims = await t.db
      .selectFrom('sandbox_sms_claims')
      .select(['kind', 'ref_id', 'seq'])
      .orderBy('kind')
      .execute();
    expect(leftClaims).toEqual([
      { kind: 'activation', ref_id: openActivation, seq: 0 },
      { kind: 'rent', ref_id: openRental, seq: 0 },
    ]);
    expect(await recordCounts(t.db)).toEqual(records);

    // The dormant account still has a session to compare with: a sign-in from another device alerts.
    expect(
      await isNewDevice(t.ctx, dormant.id, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1'),
    ).toBe(true);

    // The delivery log lists what is left; redelivering a deleted delivery is a clean 404.
    const log = await call(t.app, 'GET', `/api/user/webhooks/${endpoint.id}/deliveries`, { token: u.token });
    expect(log.status).toBe(200);
    expect((log.body.data as { id: number }[]).map((d) => d.id)).toEqual([oldPending, recentDelivered]);
    const gone = await call(t.app, 'POST', `/api/user/webhooks/${endpoint.id}/deliveries/${oldDelivered}/redeliver`, {
      token: u.token,
    });
    expect(gone.status).toBe(404);

    // A second pass finds nothing more.
    expect(await runRetention(t.ctx)).toEqual({});
  });

  it('deletes a backlog larger than a batch in batches, with two processes at it at once', async () => {
    const old = ago(30 * DAY);
    await sql`insert into email_outbox (email, subject, body, code, created_at)
      select 'b' || g || '@example.test', 's', 'b', null, ${old} from generate_series(1, 23) g`.execute(t.db);
    const second = await secondProcessDb(database, t.db);
    try {
      const passes = await Promise.all([
        runRetention(t.ctx, { batch: 5 }),
        runRetention({ db: second, now: t.ctx.now }, { batch: 5 }),
      ]);
      // Each row deleted once in all: a process that finds the table's lock taken leaves the table
      // to the one holding it, which goes on batch after batch until none is left.
      expect(passes.reduce((n, p) => n + (p.email_outbox ?? 0), 0)).toBe(23);
      const left = await t.db
        .selectFrom('email_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '<', ago(7 * DAY))
        .executeTakeFirstOrThrow();
      expect(Number(left.n)).toBe(0);
    } finally {
      if (second !== t.db) await second.destroy();
    }
  });
});

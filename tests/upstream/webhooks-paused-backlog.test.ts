import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from '../../upstream/db/migrations';
import { call } from './helpers/http';
import { createTestApp, openUnmigratedPglite, secondProcessDb, testDatabases, type TestApp } from './helpers/test-db';
import { makeUser, testClock, type TestClock, type TestUser } from './helpers/commerce';
import { startReceiver } from './helpers/webhook-receiver';
import { claim, MAX_ATTEMPTS, RETRY_DELAYS_S, runWebhookSender } from '../../upstream/developer/webhooks/sender';
import { sendTestEvent, updateEndpoint } from '../../upstream/developer/webhooks/endpoints';
import { releaseDeliveries } from '../../upstream/developer/webhooks/held-deliveries';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * A paused endpoint's backlog has no next attempt, so the sender's claim, which finds due rows
 * through (state, next_attempt_at), never reads it; resuming makes it due again.
 */
describe.each(testDatabases())('a paused endpoint’s deliveries on $name', (database) => {
  let t: TestApp;
  let clock: TestClock;
  let rx: Receiver;
  beforeAll(async () => {
    clock = testClock(new Date());
    t = await createTestApp(database, { now: clock.now });
    rx = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await rx?.close();
    await t?.close();
  });
  beforeEach(async () => {
    // Each test counts what a pass sends: none of another test's deliveries may be due.
    await t.db.deleteFrom('webhook_deliveries').execute();
    rx.received.length = 0;
  });

  async function addEndpoint(u: TestUser, url: string) {
    const res = await call(t.app, 'POST', '/api/user/webhooks', {
      token: u.token,
      body: { url, events: ['activation.code_received'] },
    });
    expect(res.status).toBe(201);
    return (res.body as { endpoint: { id: number } }).endpoint.id;
  }

  const testEvent = async (u: TestUser, endpointId: number) =>
    (await call(t.app, 'POST', `/api/user/webhooks/${endpointId}/test`, { token: u.token })).body.delivery.id as number;

  const pause = (u: TestUser, endpointId: number, paused: boolean) =>
    call(t.app, 'PUT', `/api/user/webhooks/${endpointId}`, { token: u.token, body: { paused } });

  const pending = (endpointId: number) =>
    t.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'next_attempt_at'])
      .where('endpoint_id', '=', endpointId)
      .where('state', '=', 'pending')
      .orderBy('id')
      .execute();

  /** The rows the claim's index range reads: pending and due now. */
  async function dueIds(): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`select id from webhook_deliveries
      where state = 'pending' and next_attempt_at <= ${clock.now()} order by id`.execute(t.db);
    return rows.map((r) => r.id);
  }

  it('holds the backlog when paused by hand, and makes it due again on resume', async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const paused = await addEndpoint(owner, rx.url('/ok'));
    const active = await addEndpoint(other, rx.url('/ok'));
    const backlog = [await testEvent(owner, paused), await testEvent(owner, paused), await testEvent(owner, paused)];
    const elsewhere = await testEvent(other, active);

    expect((await pause(owner, paused, true)).status).toBe(200);
    expect(await pending(paused)).toEqual(backlog.map((id) => ({ id, next_attempt_at: null })));
    // Not read again at every claim: only the other endpoint's delivery is due.
    clock.advance(60_000);
    expect(await dueIds()).toEqual([elsewhere]);
    const claimed = await claim(t.ctx, 20);
    expect(claimed.map((c) => c.id)).toEqual([elsewhere]);

    // A test event or a redelivery while paused waits with the rest.
    const held = await testEvent(owner, paused);
    expect((await pending(paused)).find((d) => d.id === held)).toEqual({ id: held, next_attempt_at: null });

    expect((await pause(owner, paused, false)).status).toBe(200);
    const resumed = await pending(paused);
    expect(resumed.map((d) => d.id)).toEqual([...backlog, held]);
    for (const d of resumed) expect(d.next_attempt_at).toEqual(clock.now());
    expect(await runWebhookSender(t.ctx)).toBe(1);
    expect(rx.received.map((r) => (JSON.parse(r.body) as { data: { endpoint_id: number } }).data.endpoint_id)).toEqual([
      paused,
    ]);
  });

  it('changes nothing on a resume of a running endpoint: retries keep their backoff, the failure streak counts on', async () => {
    const owner = await makeUser(t);
    const endpoint = await addEndpoint(owner, rx.url('/fail'));
    await testEvent(owner, endpoint);
    expect(await runWebhookSender(t.ctx)).toBe(1);
    const retryAt = new Date(clock.now().getTime() + RETRY_DELAYS_S[0] * 1000);
    const [retry] = await pending(endpoint);
    expect(retry).toEqual({ id: retry!.id, next_attempt_at: retryAt });
    // A script sending `paused: false` in a loop: before, each made the retry due at once and
    // wiped the streak, so a failing endpoint got all its tries in seconds.
    for (let i = 0; i < 5; i++) {
      const resumed = await pause(owner, endpoint, false);
      expect(resumed.status).toBe(200);
      expect(resumed.body.endpoint).toMatchObject({ paused: false, failure_streak: 1 });
      expect(await runWebhookSender(t.ctx)).toBe(0);
    }
    expect(await pending(endpoint)).toEqual([{ id: retry!.id, next_attempt_at: retryAt }]);
    expect(rx.received).toHaveLength(1);
  });

  it('releases only the held deliveries on a resume, never one with a next attempt of its own', async () => {
    const owner = await makeUser(t);
    const endpoint = await addEndpoint(owner, rx.url('/ok'));
    expect((await pause(owner, endpoint, true)).status).toBe(200);
    const held = await testEvent(owner, endpoint);
    // One that got a next attempt anyway (a sender's lease, or its retry recorded meanwhile).
    const later = new Date(clock.now().getTime() + 10 * 60_000);
    const now = clock.now();
    const scheduled = await t.db
      .insertInto('webhook_deliveries')
      .values({
        endpoint_id: endpoint,
        event: 'webhook.test',
        body: '{}',
        next_attempt_at: later,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resumed = await pause(owner, endpoint, false);
    expect(resumed.body.endpoint).toMatchObject({ paused: false, failure_streak: 0 });
    expect(await pending(endpoint)).toEqual([
      { id: held, next_attempt_at: clock.now() },
      { id: scheduled.id, next_attempt_at: later },
    ]);
  });

  it('holds the backlog when the last failed try pauses the endpoint', async () => {
    const owner = await makeUser(t);
    const endpoint = await addEndpoint(owner, rx.url('/fail'));
    const now = clock.now();
    // A delivery on its last try, due first, and two more queued behind it.
    const last = await t.db
      .insertInto('webhook_deliveries')
      .values({
        endpoint_id: endpoint,
        event: 'webhook.test',
        body: '{"last":true}',
        attempts: MAX_ATTEMPTS - 1,
        next_attempt_at: new Date(now.getTime() - 1_000),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const behind = [await testEvent(owner, endpoint), await testEvent(owner, endpoint)];

    expect(await runWebhookSender(t.ctx)).toBe(1);
    const row = await t.db
      .selectFrom('webhook_deliveries')
      .select('state')
      .where('id', '=', last.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('failed');
    const list = await call(t.app, 'GET', '/api/user/webhooks', { token: owner.token });
    expect(list.body.data[0]).toMatchObject({ id: endpoint, paused: true });
    expect(await pending(endpoint)).toEqual(behind.map((id) => ({ id, next_attempt_at: null })));
  });

  it('holds a delivery whose failed attempt was in flight when the endpoint was paused', async () => {
    let release: () => void = () => undefined;
    const answer = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const server = http.createServer((req, res) => {
      req.resume();
      arrived();
      void answer.then(() => res.writeHead(500).end('late failure'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const owner = await makeUser(t);
      const endpoint = await addEndpoint(owner, `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`);
      const id = await testEvent(owner, endpoint);
      const sending = runWebhookSender(t.ctx);
      await inFlight;
      expect((await pause(owner, endpoint, true)).status).toBe(200);
      release();
      await sending;
      // The failure is recorded, and its retry waits for the resume instead of falling due.
      expect(await pending(endpoint)).toEqual([{ id, next_attempt_at: null }]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('migration 0035 on a database with a paused endpoint left due', () => {
  it("holds the backlog of endpoints paused before, and leaves a running endpoint's due", async () => {
    const db = await openUnmigratedPglite();
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0034-settled-spend')).error).toBeUndefined();
      await sql`insert into users (email, name, api_key_hash, api_key_hint, updated_at)
        values ('hooks@example.test', 'h', 'x', 'x', now())`.execute(db);
      const endpoint = (paused: boolean) =>
        sql<{ id: number }>`
        insert into webhook_endpoints (user_id, url, events, secret, paused, created_at)
        select id, 'https://hooks.example.test/' || ${String(paused)}, '["activation.code_received"]'::jsonb, 'whsec_x',
          ${paused}, now() from users where email = 'hooks@example.test' returning id`.execute(db);
      const [paused] = (await endpoint(true)).rows;
      const [running] = (await endpoint(false)).rows;
      for (const e of [paused!, running!])
        await sql`insert into webhook_deliveries (endpoint_id, event, body, next_attempt_at, created_at, updated_at)
          values (${e.id}, 'activation.code_received', '{}', now(), now(), now())`.execute(db);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await sql<{ endpoint_id: number; next_attempt_at: Date | null }>`
        select endpoint_id, next_attempt_at from webhook_deliveries order by endpoint_id`.execute(db);
      expect(rows.rows.map((r) => [r.endpoint_id, r.next_attempt_at === null])).toEqual([
        [paused!.id, true],
        [running!.id, false],
      ]);
    } finally {
      await db.destroy();
    }
  });
});

/** A paused endpoint of `userId`, straight in the table (no address checks on the way). */
async function pausedEndpoint(db: TestApp['db'], userId: number) {
  const { rows } = await sql<{
    id: number;
  }>`insert into webhook_endpoints (user_id, url, events, secret, paused, created_at)
    values (${userId}, 'https://hooks.example.test/', '["activation.code_received"]'::jsonb, 'whsec_x', true, now())
    returning id`.execute(db);
  return rows[0]!;
}

// Holding a row lock beside the resume takes two connections: PostgreSQL only (CI runs every
// upstream suite on it with TEST_DATABASE_URL; PGlite has one connection).
for (const database of testDatabases().filter((d) => d.name === 'postgres'))
  describe('resuming beside the sender on postgres', () => {
    it('queues a test event sent while a resume commits as due, not held on an active endpoint', async () => {
      const t = await createTestApp(database);
      const other = await secondProcessDb(database, t.db);
      try {
        const u = await makeUser(t);
        const endpoint = await pausedEndpoint(t.db, u.id);
        // The resume, in another process: the endpoint updated and the held backlog released, not committed yet.
        let commit!: () => void;
        const committing = new Promise<void>((resolve) => (commit = resolve));
        let resumedUncommitted!: () => void;
        const uncommitted = new Promise<void>((resolve) => (resumedUncommitted = resolve));
        const resume = other.transaction().execute(async (trx) => {
          await trx.updateTable('webhook_endpoints').set({ paused: false }).where('id', '=', endpoint!.id).execute();
          await releaseDeliveries(trx, endpoint!.id, new Date());
          resumedUncommitted();
          await committing;
        });
        await uncommitted;
        const sent = sendTestEvent(t.ctx, u.id, endpoint!.id);
        await new Promise((resolve) => setTimeout(resolve, 300));
        commit();
        await resume;
        const delivery = await sent;
        const row = await t.db
          .selectFrom('webhook_deliveries')
          .select('next_attempt_at')
          .where('id', '=', delivery.id)
          .executeTakeFirstOrThrow();
        expect(row.next_attempt_at).not.toBeNull();
      } finally {
        await other.destroy();
        await t.close();
      }
    }, 30_000);

    it('does not wait on a delivery the sender is recording, so the two cannot deadlock', async () => {
      const t = await createTestApp(database);
      const other = await secondProcessDb(database, t.db);
      try {
        const u = await makeUser(t);
        const endpoint = await pausedEndpoint(t.db, u.id);
        const { rows: held } = await sql<{ id: number }>`insert into webhook_deliveries
            (endpoint_id, event, body, next_attempt_at, created_at, updated_at)
          select ${endpoint!.id}, 'activation.code_received', '{}', null, now(), now() from generate_series(1, 2)
          returning id`.execute(t.db);
        const [inFlight, waiting] = held.map((r) => r.id);

        // The sender's record: its delivery locked first, then the endpoint's failure streak.
        let locked!: () => void;
        let finish!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const finished = new Promise<void>((resolve) => (finish = resolve));
        const sender = other.transaction().execute(async (trx) => {
          await sql`select id from webhook_deliveries where id = ${inFlight} for update`.execute(trx);
          locked();
          await finished;
          await trx
            .updateTable('webhook_endpoints')
            .set((eb) => ({ failure_streak: eb('failure_streak', '+', 1) }))
            .where('id', '=', endpoint!.id)
            .execute();
        });
        await isLocked;
        const resumed = updateEndpoint(t.ctx, u.id, endpoint!.id, { paused: false }).then(() => 'resumed');
        const outcome = await Promise.race([
          resumed,
          new Promise<string>((resolve) => setTimeout(() => resolve('waiting on the sender'), 3_000)),
        ]);
        finish();
        await Promise.all([sender, resumed]);
        expect(outcome).toBe('resumed');
        const rows = await t.db
          .selectFrom('webhook_deliveries')
          .select(['id', 'next_attempt_at'])
          .where('endpoint_id', '=', endpoint!.id)
          .orderBy('id')
          .execute();
        // The free one is due; the one in flight is the sender's to schedule when it records.
        expect(rows.map((r) => [r.id, r.next_attempt_at !== null])).toEqual([
          [inFlight, false],
          [waiting, true],
        ]);
      } finally {
        await other.destroy();
        await t.close();
      }
    }, 30_000);
  });

import { sql } from 'kysely';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { retentionRules } from '../../upstream/platform/retention-rules';
import type { Db } from '../../upstream/db/database';

/** The index each rule's batch is found through (migration 0035); null: a table kept small. */
const indexOf: Record<string, string | null> = {
  webhook_deliveries: 'webhook_deliveries_finished',
  email_outbox: 'email_outbox_created',
  access_tokens: 'access_tokens_ended',
  notifications: 'notifications_read_created',
  supplier_sms_ids: 'supplier_sms_ids_received',
  unmatched_sms: 'unmatched_sms_received',
  login_challenges: 'login_challenges_expires',
  oauth_demo_codes: null,
  sandbox_sms_claims: null,
};

/**
 * The plan with sequential scans priced out: an index the query can use shows up whatever the
 * table's size, so the check does not depend on row counts or statistics.
 */
async function plan(db: Db, query: ReturnType<typeof sql>): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe.each(testDatabases())('retention queries use their indexes on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const now = new Date('2026-03-01T10:00:00Z');

  it.each(retentionRules.map((rule) => [rule.table, rule] as const))('%s', async (table, rule) => {
    expect(table in indexOf).toBe(true);
    const index = indexOf[table];
    const text = await plan(t.db, sql`select t.ctid from ${sql.table(table)} t where ${rule.expired(now)} limit 5000`);
    if (index) expect(text).toContain(index);
    else expect(text).toMatch(/Seq Scan/);
  });

  it('email_codes prune (pruneEmailCodes, run by the 2 s sweeper)', async () => {
    const text = await plan(t.db, sql`delete from email_codes where expires_at < ${now}`);
    expect(text).toContain('email_codes_expires');
  });
});

import { sql } from 'kysely';
import type { Db } from '../../upstream/db/database';
import { jsonTextOf } from '../../upstream/developer/webhooks/enqueue';
import { testDatabases } from './helpers/test-db';

/**
 * Webhook bodies built in SQL (a closing update queues its deliveries in its own statement) must
 * be the very text JSON.stringify writes: receivers verify the signature over the bytes, and
 * the JS path and the SQL path queue the same events.
 */
describe.each(testDatabases())('JSON text built in SQL on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  }, 120_000);
  afterAll(() => db.destroy());

  const awkward = [
    'plain',
    'quote " backslash \\ slash /',
    'controls \n \r \t \b \f \u0001 \u001f',
    'non-ASCII é ü ж 中 😀',
    '',
    '+15550100',
  ];

  it.each(awkward)('writes %j as JSON.stringify does', async (text) => {
    const row = await sql<{ body: string }>`select ${jsonTextOf([
      ['text', sql`${text}::text`],
      ['n', sql`${42}::int`],
      ['missing', sql`null::text`],
      ['flag', sql`true`],
    ])} as body`.execute(db);
    expect(row.rows[0]!.body).toBe(JSON.stringify({ text, n: 42, missing: null, flag: true }));
  });
});

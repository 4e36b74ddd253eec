import { sql } from 'kysely';
import type { Db } from '../../upstream/db/database';
import { testDatabases } from './helpers/test-db';

/**
 * Webhook bodies built in SQL (migration 0019's activation_close queues its deliveries itself)
 * must be the very text JSON.stringify writes: receivers verify the signature over the bytes, and
 * the JS path and the SQL path queue the same events. The function writes each value with
 * to_json(…)::text between fixed keys, so that is what must match JSON.stringify for any text.
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
    const row = await sql<{ body: string }>`select '{"text":' || to_json(${text}::text)::text
      || ',"n":' || to_json(${42}::int)::text || ',"flag":' || to_json(true)::text || '}' as body`.execute(db);
    expect(row.rows[0]!.body).toBe(JSON.stringify({ text, n: 42, flag: true }));
  });
});

import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from '../../upstream/db/migrations';
import { call } from './helpers/http';
import { signUp } from './helpers/accounts';
import { createTestApp, openUnmigratedPglite, testDatabases, type TestApp } from './helpers/test-db';

/**
 * Personal API keys are stored as their SHA-256 with a hint (accounts/api-keys.ts): whoever reads
 * the database holds no working key. The key is shown once, in the answer that makes it.
 */
describe.each(testDatabases())('API keys at rest on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('keeps no copy of a new key anywhere in the user row, and the key works', async () => {
    const s = await signUp(t, 'hash.keys@example.test');
    const made = await call(t.app, 'POST', '/api/user/api-key', { token: s.token });
    const key = made.body.key as string;
    expect(key).toMatch(/^cp_[\w-]{32}$/);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', s.user.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(key.slice(3));
    expect(row.api_key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(row.api_key_hint).toBe(`${key.slice(0, 7)}…${key.slice(-4)}`);
    expect(made.body.key_hint).toBe(row.api_key_hint);
    expect((await call(t.app, 'GET', '/api/v1/user', { token: key })).body.user).toMatchObject({
      id: s.user.id,
      key_hint: row.api_key_hint,
    });
    // The stored hash is not a key.
    expect((await call(t.app, 'GET', '/api/v1/user', { token: row.api_key_hash })).status).toBe(401);
  });

  it('never answers the key itself outside the answer that makes it', async () => {
    const s = await signUp(t, 'no.key.answers@example.test');
    expect(s.user).not.toHaveProperty('key');
    const me = await call(t.app, 'GET', '/api/user', { token: s.token });
    expect(me.body.user).not.toHaveProperty('key');
    expect(me.body.user.key_hint).toMatch(/^cp_.{4}….{4}$/);
  });
});

describe('migration 0025 on a database with keys in clear', () => {
  it('hashes every key, so each still works, and keeps only a hint in clear', async () => {
    const db = await openUnmigratedPglite();
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0024-rent-extension-keys')).error).toBeUndefined();
      const key = 'cp_ExistingKeyMadeBefore0025_abcdefgh';
      await sql`insert into users (email, name, api_key, updated_at) values ('old@example.test', 'o', ${key}, now())`.execute(
        db,
      );
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await sql<Record<string, unknown>>`select * from users where email = 'old@example.test'`.execute(db);
      expect(rows.rows[0]).toMatchObject({
        api_key_hash: createHash('sha256').update(key).digest('hex'),
        api_key_hint: 'cp_Exis…efgh',
      });
      expect(JSON.stringify(rows.rows[0])).not.toContain('ExistingKeyMadeBefore');
    } finally {
      await db.destroy();
    }
  });
});

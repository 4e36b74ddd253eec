import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGlitePool } from '../../upstream/db/pglite-pool';

// Issue 19: the embedded database's pool sends a statement as one batch (Parse, Bind, Describe,
// Execute, Sync) with its values serialised by pg's own prepareValue, where PGlite.query makes
// six passes into the WebAssembly module. Values must arrive as they do on PostgreSQL through
// pg, errors must read as before, and the connection must stay usable after one.
let lite: PGlite;
let db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  const snapshot = process.env.PGLITE_SNAPSHOT;
  lite = await PGlite.create(snapshot ? { loadDataDir: new Blob([await readFile(snapshot)]) } : {});
  db = new Kysely({ dialect: new PostgresDialect({ pool: new PGlitePool(lite) }) });
  await sql`create table pool_values (
    id int primary key, at timestamptz, day date, raw bytea, doc jsonb, ids int[], flag boolean,
    big int8, label text)`.execute(db);
});
afterAll(() => db.destroy());

it('makes one pass into PGlite a statement, parameters and all', async () => {
  const passes = jest.spyOn(lite, 'execProtocolStream');
  try {
    const { rows } = await sql<{ n: number; s: string }>`select ${41}::int + 1 as n, ${'x'}::text as s`.execute(db);
    expect(rows).toEqual([{ n: 42, s: 'x' }]);
    // PGlite.query: Parse, Describe (statement), Bind, Describe (portal), Execute, Sync.
    expect(passes).toHaveBeenCalledTimes(1);
  } finally {
    passes.mockRestore();
  }
});

it('sends every kind of value the upstream uses as pg sends it, and reads it back typed', async () => {
  const at = new Date('2026-11-29T18:00:00.123Z');
  const row = {
    id: 1,
    at,
    day: '2026-02-28',
    raw: Buffer.from([0, 1, 2, 250, 255]),
    doc: { service: 'whatsapp', price: 12.5, tags: ['a', 'b'], nested: { ok: true } },
    ids: [3, 1, 2],
    flag: false,
    big: 2 ** 40 + 7,
    label: 'Россия 🇷🇺 — “quoted” \\ backslash',
  };
  const inserted = await db.insertInto('pool_values').values(row).executeTakeFirst();
  expect(Number(inserted.numInsertedOrUpdatedRows)).toBe(1);
  await db.insertInto('pool_values').values({ id: 2, label: null, doc: null, ids: [] }).execute();

  const back = await db.selectFrom('pool_values').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  expect(back.at).toEqual(at);
  expect(new Date(back.day).toISOString().slice(0, 10)).toBe('2026-02-28');
  expect(Buffer.from(back.raw)).toEqual(row.raw);
  expect(back.doc).toEqual(row.doc);
  expect(back.ids).toEqual([3, 1, 2]);
  expect(back.flag).toBe(false);
  expect(back.big).toBe(2 ** 40 + 7);
  expect(back.label).toBe(row.label);

  const empty = await db.selectFrom('pool_values').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
  expect(empty).toMatchObject({ label: null, doc: null, ids: [], at: null });
  const some = await sql<{ id: number }>`select id from pool_values where id = any(${[2, 9]}::int[])`.execute(db);
  expect(some.rows).toEqual([{ id: 2 }]);
  const updated = await db.updateTable('pool_values').set({ flag: true }).where('id', 'in', [1, 2]).executeTakeFirst();
  expect(Number(updated.numUpdatedRows)).toBe(2);
});

it('reports a failing statement as PGlite did, and the connection goes on, in and out of a transaction', async () => {
  await db.insertInto('pool_values').values({ id: 10, label: 'first' }).execute();
  const error = await db
    .insertInto('pool_values')
    .values({ id: 10, label: 'again' })
    .execute()
    .catch((e: unknown) => e);
  expect(error).toMatchObject({
    code: '23505',
    constraint: 'pool_values_pkey',
    query: expect.stringContaining('insert into "pool_values"'),
    params: [10, 'again'],
  });
  const failed = await db
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable('pool_values').set({ label: 'changed' }).where('id', '=', 10).execute();
      await sql`select 1 / ${0}::int`.execute(trx);
    })
    .catch((e: unknown) => e);
  expect(failed).toMatchObject({ code: '22012' });
  const after = await db.selectFrom('pool_values').select('label').where('id', '=', 10).executeTakeFirstOrThrow();
  expect(after.label).toBe('first');
  expect(lite.isInTransaction()).toBe(false);
});

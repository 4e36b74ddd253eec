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

/** The server's prepared statements for one text (pg_prepared_statements lists the protocol's too). */
async function preparedFor(text: string): Promise<string[]> {
  const { rows } = await lite.query<{ name: string }>(
    'select name from pg_prepared_statements where statement = $1 order by name',
    [text],
  );
  return rows.map((row) => row.name);
}

describe('named statements', () => {
  it('prepares a parameterised text once and binds it after that, with each call its own values', async () => {
    const text = 'select $1::int * 2 as doubled';
    const passes = jest.spyOn(lite, 'execProtocolStream');
    try {
      const answers = [];
      for (const n of [1, 2, 3])
        answers.push((await sql<{ doubled: number }>`select ${n}::int * 2 as doubled`.execute(db)).rows);
      expect(answers).toEqual([[{ doubled: 2 }], [{ doubled: 4 }], [{ doubled: 6 }]]);
      // One pass a statement still, and only the first carries a Parse ('P').
      const batches = passes.mock.calls.map(([batch]) => Buffer.from(batch));
      expect(batches).toHaveLength(3);
      expect(batches.map((batch) => String.fromCharCode(batch[0]!))).toEqual(['P', 'B', 'B']);
    } finally {
      passes.mockRestore();
    }
    expect(await preparedFor(text)).toHaveLength(1);
  });

  it('names a text again after its first run failed, so no call binds to a statement never made', async () => {
    const text = 'select label from later_table where id = $1';
    const missing = await sql`select label from later_table where id = ${1}`.execute(db).catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: '42P01' });
    await sql`create table later_table (id int primary key, label text)`.execute(db);
    await sql`insert into later_table values (1, 'here')`.execute(db);
    const { rows } = await sql<{ label: string }>`select label from later_table where id = ${1}`.execute(db);
    expect(rows).toEqual([{ label: 'here' }]);
    expect(await preparedFor(text)).toHaveLength(1);
  });

  it('drops a statement whose first run failed after its Parse, and keeps one that failed later', async () => {
    const text = 'select 10 / $1::int as q';
    const run = (n: number) => sql<{ q: number }>`select 10 / ${n}::int as q`.execute(db);
    await expect(run(0)).rejects.toMatchObject({ code: '22012' });
    expect(await preparedFor(text)).toEqual([]);
    expect((await run(5)).rows).toEqual([{ q: 2 }]);
    await expect(run(0)).rejects.toMatchObject({ code: '22012' });
    expect((await run(2)).rows).toEqual([{ q: 5 }]);
    expect(await preparedFor(text)).toHaveLength(1);
  });

  it('keeps a statement prepared inside a transaction that rolled back, and inside a failed one', async () => {
    const text = 'select $1::text || $2::text as joined';
    const join = (executor: typeof db, a: string) =>
      sql<{ joined: string }>`select ${a}::text || ${'!'}::text as joined`.execute(executor);
    const rolledBack = await db
      .transaction()
      .execute(async (trx) => {
        expect((await join(trx, 'in')).rows).toEqual([{ joined: 'in!' }]);
        throw new Error('roll back');
      })
      .catch((e: unknown) => e);
    expect(rolledBack).toMatchObject({ message: 'roll back' });
    expect((await join(db, 'after')).rows).toEqual([{ joined: 'after!' }]);

    const fresh = 'select $1::int + 100 as more';
    const aborted = await db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1 / ${0}::int`.execute(trx).catch(() => undefined);
        await sql`select ${1}::int + 100 as more`.execute(trx);
      })
      .catch((e: unknown) => e);
    expect(aborted).toMatchObject({ code: '25P02' });
    expect(lite.isInTransaction()).toBe(false);
    expect((await sql<{ more: number }>`select ${1}::int + 100 as more`.execute(db)).rows).toEqual([{ more: 101 }]);
    expect(await preparedFor(text)).toHaveLength(1);
    expect(await preparedFor(fresh)).toHaveLength(1);
  });
});

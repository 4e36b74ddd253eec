import type pg from 'pg';
import { StatementNames, prepareStatements } from '../../upstream/db/prepared-statements';

/** How openDatabase sends PostgreSQL statements (issue 19): named once per text, bounded. */
function stubClient() {
  const sent: unknown[][] = [];
  const client = {
    query: (...args: unknown[]) => {
      sent.push(args);
      return Promise.resolve({ rows: [] });
    },
  };
  return { client: client as unknown as pg.PoolClient, sent };
}

describe('prepared statements on a PostgreSQL connection', () => {
  it('names each parameterised text once and reuses the name for the same text', async () => {
    const { client, sent } = stubClient();
    prepareStatements(client);
    await client.query('select $1::int', [1]);
    await client.query('select $1::text', ['a']);
    await client.query('select $1::int', [2]);
    expect(sent).toEqual([
      [{ name: 'codeport_1', text: 'select $1::int', values: [1] }],
      [{ name: 'codeport_2', text: 'select $1::text', values: ['a'] }],
      [{ name: 'codeport_1', text: 'select $1::int', values: [2] }],
    ]);
  });

  it('leaves statements without parameters (BEGIN, COMMIT) and config objects as they are', async () => {
    const { client, sent } = stubClient();
    prepareStatements(client);
    await client.query('begin', []);
    await client.query('commit');
    await client.query({ text: 'select $1::int', values: [1] });
    expect(sent).toEqual([['begin', []], ['commit'], [{ text: 'select $1::int', values: [1] }]]);
  });

  it('sends texts past the cap unnamed, so varying texts cannot grow the server without bound', async () => {
    const { client, sent } = stubClient();
    prepareStatements(client, 2);
    for (const n of [1, 2, 3, 1]) await client.query(`select $1::int + ${n}`, [n]);
    expect(sent).toEqual([
      [{ name: 'codeport_1', text: 'select $1::int + 1', values: [1] }],
      [{ name: 'codeport_2', text: 'select $1::int + 2', values: [2] }],
      ['select $1::int + 3', [3]],
      [{ name: 'codeport_1', text: 'select $1::int + 1', values: [1] }],
    ]);
  });
});

describe('statement names', () => {
  it('names a forgotten text anew, never reusing a name, and frees its place under the cap', () => {
    const names = new StatementNames(2);
    expect(names.nameOf('a')).toEqual({ name: 'codeport_1', isNew: true });
    expect(names.nameOf('b')).toEqual({ name: 'codeport_2', isNew: true });
    expect(names.nameOf('c')).toBeUndefined();
    names.forget('a');
    expect(names.nameOf('c')).toEqual({ name: 'codeport_3', isNew: true });
    expect(names.nameOf('a')).toBeUndefined();
    names.forget('c');
    expect(names.nameOf('a')).toEqual({ name: 'codeport_4', isNew: true });
    expect(names.nameOf('a')).toEqual({ name: 'codeport_4', isNew: false });
    expect(names.nameOf('b')).toEqual({ name: 'codeport_2', isNew: false });
  });
});

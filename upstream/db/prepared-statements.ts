import type pg from 'pg';

/**
 * The names of one connection's prepared statements (issue 19): each parameterised text gets
 * one, `codeport_<n>` in the order texts are first seen, so the server parses the text once
 * per connection and, after a few runs, reuses its plan, where an unnamed statement was
 * parsed and planned on every call (a fifth to a half of a purchase statement's server time
 * in EXPLAIN). Kysely parameterises every value, so the texts are the code's own shapes (a few
 * hundred); past `max` names held at once the rest go unnamed, so a statement built with a
 * varying text can never grow the server's memory without bound. A name is never given twice,
 * not even to a text forgotten after a failure: one name, one text, as the server requires.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private given = 0;

  constructor(private readonly max = 500) {}

  /** The text's name: known, new (the caller must prepare it first), or none (unnamed). */
  nameOf(text: string): { name: string; isNew: boolean } | undefined {
    const known = this.names.get(text);
    if (known) return { name: known, isNew: false };
    if (this.names.size >= this.max) return undefined;
    const name = `codeport_${++this.given}`;
    this.names.set(text, name);
    return { name, isNew: true };
  }

  /**
   * After a failed first run: the server may not hold the statement, so the text is named anew
   * next time, and its slot under `max` is free again (the caller closes the old name).
   */
  forget(text: string): void {
    this.names.delete(text);
  }
}

/**
 * Sends a pg connection's parameterised statements as named prepared statements (see
 * StatementNames). Names are per connection, as prepared statements are. PgBouncer in
 * transaction mode would need this off (prepared statements live on a connection).
 */
export function prepareStatements(client: pg.PoolClient, max = 500): void {
  const names = new StatementNames(max);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      const named = names.nameOf(text);
      if (named) return query({ name: named.name, text, values });
    }
    return query(...args);
  };
}

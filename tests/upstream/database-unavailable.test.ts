import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { openDatabase } from '../../upstream/db/database';
import { buildApp } from '../../upstream/server/app';
import { createContext } from '../../upstream/server/context';
import { isDatabaseUnavailable } from '../../upstream/server/database-unavailable';
import { testConfig } from './helpers/test-db';

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a database out of reach', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, not a 500 server error', async () => {
    const db = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/codeport` });
    const ctx = createContext({ db, config: testConfig(), log: pino({ level: 'silent' }) });
    const app = await buildApp(ctx);
    try {
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/api/countries' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ status: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it.each([
    [{ code: 'ECONNREFUSED' }, true],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, true],
    [{ code: '57P03', message: 'the database system is starting up' }, true],
    [{ code: '08006' }, true],
    [new Error('Connection terminated unexpectedly'), true],
    [Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {}), true],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, false],
    [{ code: '42P01', message: 'relation "x" does not exist' }, false],
    [new TypeError("Cannot read properties of undefined (reading 'id')"), false],
    [null, false],
  ])('tells %p apart: %p', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

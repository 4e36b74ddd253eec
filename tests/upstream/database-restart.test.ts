import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { migrate, openDatabase, type Db } from '../../upstream/db/database';
import { migrations } from '../../upstream/db/migrations';
import { seedIfEmpty } from '../../upstream/db/seed';
import { demoUser } from '../../upstream/db/seed/demo-users';
import { buildApp } from '../../upstream/server/app';
import { createContext } from '../../upstream/server/context';
import { ledgerSum } from '../../upstream/commerce/ledger';
import { call } from './helpers/http';
import { testConfig } from './helpers/test-db';

/**
 * The embedded run keeps PGlite's files in a data directory: balances, purchases and
 * sessions must survive a restart, migrations must apply once, and the demo seed must not
 * run again over real data (issue 3: "it survives restarts").
 */
const cheap = { argon2: { memoryKiB: 64, iterations: 1 }, demoAccounts: true };

describe('PGlite in a data directory across a restart', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'codeport-pglite-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function start() {
    const db: Db = await openDatabase({ dataDir: dir });
    const applied = await migrate(db);
    const seeded = await seedIfEmpty(db, cheap);
    const app = await buildApp(createContext({ db, config: testConfig(), log: pino({ level: 'silent' }) }));
    return { db, app, applied, seeded, stop: async () => (await app.close(), await db.destroy()) };
  }

  it('keeps balances, purchases and sessions; migrates and seeds only the first time', async () => {
    const first = await start();
    // Every migration, in order; the list itself lives in one place (migrations/index.ts).
    expect(first.applied).toEqual(Object.keys(migrations));
    expect(first.seeded).toBe(true);
    const login = await call(first.app, 'POST', '/api/login', {
      body: { email: demoUser.email, password: demoUser.password },
    });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const services = (await call(first.app, 'GET', '/api/services')).body.count as number;
    const wa = (await call(first.app, 'GET', '/api/services?search=whatsapp')).body.services[0];
    const country = (await call(first.app, 'GET', `/api/countries?service_id=${wa.id}&search=united%20kingdom`)).body
      .countries[0];
    const bought = await call(first.app, 'POST', '/api/activation/buy', {
      token,
      body: { service_id: wa.id, country_id: country.id },
    });
    expect(bought.status).toBe(201);
    await first.stop();

    const second = await start();
    try {
      expect(second.applied).toEqual([]);
      expect(second.seeded).toBe(false);
      expect((await call(second.app, 'GET', '/api/services')).body.count).toBe(services);
      // The session issued before the restart still works, and so does the password.
      const me = await call(second.app, 'GET', '/api/user', { token });
      expect(me.status).toBe(200);
      expect(me.body.user.balance).toBe(demoUser.balance - bought.body.activation.price);
      expect(await ledgerSum(second.db, me.body.user.id)).toBe(me.body.user.balance);
      const active = await call(second.app, 'GET', '/api/user/active-numbers', { token });
      expect(active.body.numbers.data.map((a: { id: number; phone: string }) => [a.id, a.phone])).toEqual([
        [bought.body.activation.id, bought.body.activation.phone],
      ]);
      expect(
        (await call(second.app, 'POST', '/api/login', { body: { email: demoUser.email, password: demoUser.password } }))
          .status,
      ).toBe(200);
    } finally {
      await second.stop();
    }
  }, 120_000);
});

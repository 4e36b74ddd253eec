import pino from 'pino';
import { loadConfig } from '../upstream/config';
import { issueSession } from '../upstream/accounts/tokens';
import { apiKeyColumns, newApiKey } from '../upstream/accounts/api-keys';
import { migrate, type Db } from '../upstream/db/database';
import { seedCommerce } from '../upstream/db/seed/commerce';
import { buildApp } from '../upstream/server/app';
import { createContext } from '../upstream/server/context';
import { onEachDatabase } from './bench-kit';

/**
 * `npx tsx scripts/bench-price-route.ts`: this process's CPU per `GET /api/price` (issue 19's
 * "under 1 ms"), signed in and as a guest, one call at a time through app.inject, on PGlite
 * (where the SQL runs in this process too) and on PostgreSQL when TEST_DATABASE_URL is set.
 * BENCH_NODE_ENV=production leaves out the response's contract check, as in production.
 * CPU, not time: the shared machine's load moves wall time far more than this process's CPU.
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const NODE_ENV = process.env.BENCH_NODE_ENV ?? 'test';

async function bench(name: string, db: Db) {
  await migrate(db);
  await seedCommerce(db);
  // Production insists on its secrets; nothing here sends or verifies with them.
  const secret = 'bench-only-secret-0123456789';
  const secrets = { PUSHER_APP_SECRET: secret, SMS_INTAKE_SECRET: secret, PAYMENT_WEBHOOK_SECRET: secret };
  const config = loadConfig({ NODE_ENV, LOG_LEVEL: 'silent', ...secrets }, { inMemory: true });
  const ctx = createContext({ db, config, log: pino({ level: 'silent' }), now: () => new Date() });
  const app = await buildApp(ctx);
  await app.ready();
  const offer = await db
    .selectFrom('activation_prices')
    .select(['service_id', 'country_id'])
    .orderBy('service_id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      email: `price-${name}-${Date.now()}@example.test`,
      name: 'bench',
      password_hash: null,
      ...apiKeyColumns(newApiKey()),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await issueSession(db, config, user.id, { device: 'bench', ip: '127.0.0.1' }, new Date());
  const url = `/api/price?service_id=${offer.service_id}&country_id=${offer.country_id}`;
  const cpuPerCall = async (headers: Record<string, string>) => {
    const one = async () => {
      const r = await app.inject({ method: 'GET', url, headers });
      if (r.statusCode !== 200) throw new Error(`price: ${r.statusCode} ${r.body}`);
    };
    for (let i = 0; i < 50; i++) await one();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) await one();
    const cpu = process.cpuUsage(cpu0);
    return (cpu.user + cpu.system) / 1000 / CALLS;
  };
  // Alternating, so a burst of load elsewhere on the machine falls on both.
  const signed: number[] = [];
  const guest: number[] = [];
  for (let round = 0; round < 3; round++) {
    signed.push(await cpuPerCall({ authorization: `Bearer ${token}` }));
    guest.push(await cpuPerCall({}));
  }
  await app.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!.toFixed(3);
  console.log(
    `${name.padEnd(10)} price route CPU/call (NODE_ENV=${NODE_ENV}, ${CALLS} calls × 3 rounds, median): ` +
      `signed ${median(signed)} ms, guest ${median(guest)} ms`,
  );
}

onEachDatabase(bench, { schemaPrefix: 'bench_price', width: 10 }).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

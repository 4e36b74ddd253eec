import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../upstream/config';
import { credit } from '../upstream/commerce/ledger';
import { apiKeyColumns } from '../upstream/accounts/api-keys';
import { migrate, type Db } from '../upstream/db/database';
import { onEachDatabase } from './bench-kit';
import { timed } from './bench-timed';
import { seedCommerce } from '../upstream/db/seed/commerce';
import { buildApp } from '../upstream/server/app';
import { createContext } from '../upstream/server/context';

/**
 * `npm run bench:api`: the handler API (/stubs/handler_api.php) against the REST routes for the
 * same bot loop — buy a number, read its status, cancel it with a refund — in round trips per
 * second through the full HTTP stack (app.inject), both authenticated by the personal API key,
 * with a bare handler `getBalance` as the baseline measured in the same run, so figures compare
 * across machines as ratios. PGlite always; PostgreSQL too when TEST_DATABASE_URL or
 * DATABASE_URL is a reachable postgres:// URL. The clock is virtual: the 2-minute cancel lock
 * passes instantly. REST has no single-activation read, so its status step is the active list
 * a REST client polls (GET /api/user/active-numbers).
 */
const OPS = Number(process.env.BENCH_OPS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function expectText(app: FastifyInstance, url: string, pattern: RegExp): Promise<string> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200 || !pattern.test(res.body)) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.body;
}

async function bench(name: string, db: Db) {
  await migrate(db);
  let clock = Date.now();
  const now = () => new Date(clock);
  await seedCommerce(db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { inMemory: true });
  const ctx = createContext({ db, config, log: pino({ level: 'silent' }), now });
  const app = await buildApp(ctx);
  await app.ready();
  const offer = await db
    .selectFrom('activation_prices as p')
    .innerJoin('services as s', 's.id', 'p.service_id')
    .innerJoin('countries as c', 'c.id', 'p.country_id')
    .select(['p.service_id', 'p.country_id'])
    .where('s.slug', '=', 'whatsapp')
    .where('c.iso', '=', 'us')
    .executeTakeFirstOrThrow();
  // Antifraud pauses a user after 30 cancellations a day: spread each loop over many users.
  const keys: string[] = [];
  for (let i = 0; i < 2 * Math.ceil(OPS / 25) + CONCURRENCY; i++) {
    const key = `cp_bench_api_${name}_${i}_${clock}`;
    const u = await db
      .insertInto('users')
      .values({
        email: `bench-api-${name}-${i}-${clock}@example.test`,
        name: 'bench',
        password_hash: null,
        email_verified_at: now(),
        ...apiKeyColumns(key),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) =>
      credit(trx, {
        userId: u.id,
        amount: 10_000_000,
        kind: 'adjustment',
        ref: `bench-api:${name}:${u.id}`,
        at: now(),
      }),
    );
    keys.push(key);
  }
  const half = keys.length / 2;
  const handlerKey = (i: number) => keys[i % half]!;
  const restKey = (i: number) => keys[half + (i % half)]!;
  const h = (key: string, query: string) => `/stubs/handler_api.php?api_key=${key}&${query}`;

  const baseline = await timed(OPS, CONCURRENCY, async (i) => {
    await expectText(app, h(handlerKey(i), 'action=getBalance'), /^ACCESS_BALANCE:/);
  });
  const handlerLoop = await timed(OPS, CONCURRENCY, async (i) => {
    const key = handlerKey(i);
    const bought = await expectText(app, h(key, 'action=getNumber&service=wa&country=187'), /^ACCESS_NUMBER:/);
    const id = bought.split(':')[1]!;
    await expectText(app, h(key, `action=getStatus&id=${id}`), /^STATUS_WAIT_CODE$/);
    clock += 121_000;
    await expectText(app, h(key, `action=setStatus&id=${id}&status=8`), /^ACCESS_CANCEL$/);
  });
  const payload = JSON.stringify({ service_id: offer.service_id, country_id: offer.country_id });
  const restLoop = await timed(OPS, CONCURRENCY, async (i) => {
    const headers = { authorization: `Bearer ${restKey(i)}`, 'content-type': 'application/json' };
    const bought = await app.inject({ method: 'POST', url: '/api/activation/buy', headers, payload });
    if (bought.statusCode !== 201) throw new Error(`buy: ${bought.statusCode} ${bought.body}`);
    const id = (JSON.parse(bought.body) as { activation: { id: number } }).activation.id;
    const list = await app.inject({
      method: 'GET',
      url: '/api/user/active-numbers',
      headers: { authorization: headers.authorization },
    });
    if (list.statusCode !== 200) throw new Error(`status: ${list.statusCode} ${list.body}`);
    clock += 121_000;
    const cancelled = await app.inject({ method: 'POST', url: `/api/activation/${id}/cancel`, headers });
    if (cancelled.statusCode !== 200) throw new Error(`cancel: ${cancelled.statusCode} ${cancelled.body}`);
  });
  await app.close();
  const f = (n: number) => n.toFixed(1);
  const line = (label: string, r: typeof baseline) =>
    `${name.padEnd(9)} ${label.padEnd(40)} ${f(r.perSecond).padStart(8)} /s  p50 ${f(r.p50).padStart(6)} ms  p99 ${f(r.p99).padStart(6)} ms`;
  console.log(line('baseline handler getBalance', baseline));
  console.log(line('handler getNumber+getStatus+setStatus 8', handlerLoop));
  console.log(line('REST buy+active list+cancel', restLoop));
  console.log(
    `${name.padEnd(9)} ratios: handler/baseline ${(handlerLoop.perSecond / baseline.perSecond).toFixed(3)}, ` +
      `REST/baseline ${(restLoop.perSecond / baseline.perSecond).toFixed(3)}, handler/REST ${(handlerLoop.perSecond / restLoop.perSecond).toFixed(2)}`,
  );
}

async function main(): Promise<void> {
  console.log(`bench:api — ${OPS} round trips per loop, concurrency ${CONCURRENCY}`);
  await onEachDatabase(bench, { schemaPrefix: 'bench_api', width: 9 });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

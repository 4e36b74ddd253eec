import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import pino from 'pino';
import { timed } from './bench-timed';

/**
 * One side of `npm run bench:upstream:against`: the upstream of the tree at BENCH_TREE_ROOT (this
 * project, or another commit's copy), driven the way bench:upstream drives it (app.inject, buy +
 * cancel at a given concurrency, a virtual clock), in blocks the parent asks for over IPC. Forked
 * with that tree as its working directory and tsconfig, so that its `@contracts/*` are its own.
 * Only what every tree since the issue's commit has is imported, with the signatures they share.
 */

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- another tree's schema
type Inject = (req: { method: string; url: string; headers: Record<string, string>; payload?: string }) => Promise<{
  statusCode: number;
  body: string;
}>;
interface Tree {
  loadConfig: (env: Record<string, string>, opts: { inMemory: boolean }) => unknown;
  openDatabase: (opts?: { url: string }) => Promise<Db>;
  migrate: (db: Db) => Promise<void>;
  seedCommerce: (db: Db) => Promise<void>;
  createContext: (deps: { db: Db; config: unknown; log: pino.Logger; now: () => Date }) => unknown;
  buildApp: (ctx: unknown) => Promise<{ ready(): Promise<unknown>; close(): Promise<unknown>; inject: Inject }>;
  issueSession: (
    db: Db,
    config: unknown,
    userId: number,
    client: { device: string; ip: string },
    at: Date,
  ) => Promise<{ token: string }>;
  credit: (trx: Db, entry: { userId: number; amount: number; kind: string; ref: string; at: Date }) => Promise<unknown>;
}

export type TreeRequest = { type: 'run'; ops: number; concurrency: number } | { type: 'stop' };
export type TreeReply =
  | { type: 'ready'; backendPid: number | null }
  | { type: 'done'; wallMs: number; cpuMs: number }
  | { type: 'failed'; error: string };

async function load(root: string): Promise<Tree> {
  const from = async (path: string) => (await import(pathToFileURL(join(root, path)).href)) as Record<string, unknown>;
  const [config, database, seed, context, app, tokens, ledger] = await Promise.all([
    from('upstream/config.ts'),
    from('upstream/db/database.ts'),
    from('upstream/db/seed/commerce.ts'),
    from('upstream/server/context.ts'),
    from('upstream/server/app.ts'),
    from('upstream/accounts/tokens.ts'),
    from('upstream/commerce/ledger.ts'),
  ]);
  return {
    ...config,
    ...database,
    ...seed,
    ...context,
    ...app,
    ...tokens,
    ...ledger,
  } as unknown as Tree;
}

async function main() {
  const root = process.env.BENCH_TREE_ROOT!;
  const url = process.env.BENCH_TREE_DB;
  const buyers = Number(process.env.BENCH_TREE_BUYERS ?? 40);
  const send = (reply: TreeReply) => process.send!(reply);
  const t = await load(root);

  const db = url ? await t.openDatabase({ url }) : await t.openDatabase();
  await t.migrate(db);
  await t.seedCommerce(db);
  let clock = Date.now();
  const now = () => new Date(clock);
  const config = t.loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { inMemory: true });
  const app = await t.buildApp(t.createContext({ db, config, log: pino({ level: 'silent' }), now }));
  await app.ready();
  const offer = (
    await sql<{ service_id: number; country_id: number; operator_id: number }>`
    select p.service_id, p.country_id, p.operator_id from activation_prices p
    join services s on s.id = p.service_id join countries c on c.id = p.country_id
    where s.slug = 'whatsapp' and c.iso = 'us' limit 1`.execute(db)
  ).rows[0]!;
  // Antifraud pauses a user after 30 cancellations a day: the parent sizes `buyers` to its rounds.
  const tokens: string[] = [];
  for (let i = 0; i < buyers; i++) {
    const { id } = (
      await sql<{ id: number }>`
      insert into users (email, name, password_hash, email_verified_at, api_key, updated_at)
      values (${`against-${i}-${clock}@example.test`}, 'bench', null, ${now()}, ${`cp_against_${i}_${clock}`}, ${now()})
      returning id`.execute(db)
    ).rows[0]!;
    await db
      .transaction()
      .execute((trx) =>
        t.credit(trx, { userId: id, amount: 10_000_000, kind: 'adjustment', ref: `against:${id}`, at: now() }),
      );
    tokens.push((await t.issueSession(db, config, id, { device: 'bench', ip: '127.0.0.1' }, now())).token);
  }
  const payload = JSON.stringify(offer);
  let round = 0;
  const buyCancel = async () => {
    const headers = { authorization: `Bearer ${tokens[round++ % tokens.length]}`, 'content-type': 'application/json' };
    const bought = await app.inject({ method: 'POST', url: '/api/activation/buy', headers, payload });
    if (bought.statusCode !== 201) throw new Error(`buy: ${bought.statusCode} ${bought.body}`);
    const id = (JSON.parse(bought.body) as { activation: { id: number } }).activation.id;
    clock += 121_000; // cancel's 2-minute lock passes at once
    const cancelled = await app.inject({ method: 'POST', url: `/api/activation/${id}/cancel`, headers });
    if (cancelled.statusCode !== 200) throw new Error(`cancel: ${cancelled.statusCode} ${cancelled.body}`);
  };
  const backendPid = url ? (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid : null;
  process.on('message', (msg: TreeRequest) => {
    if (msg.type === 'stop') {
      void app
        .close()
        .then(() => db.destroy())
        .then(() => process.exit(0));
      return;
    }
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    timed(msg.ops, msg.concurrency, buyCancel).then(
      () => {
        const cpu = process.cpuUsage(cpu0);
        send({ type: 'done', wallMs: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 });
      },
      (err: unknown) => send({ type: 'failed', error: err instanceof Error ? err.message : String(err) }),
    );
  });
  send({ type: 'ready', backendPid });
}

main().catch((err: unknown) => {
  process.send?.({
    type: 'failed',
    error: err instanceof Error ? (err.stack ?? err.message) : String(err),
  } satisfies TreeReply);
  process.exit(1);
});

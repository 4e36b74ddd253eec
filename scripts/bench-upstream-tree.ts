import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import pino from 'pino';
import { benchOffer, buyAndCancel, seedBuyers, type BuyerFunctions, type Inject } from './bench-purchase';
import { timed } from './bench-timed';

/**
 * One side of `npm run bench:upstream:against`: the upstream of the tree at BENCH_TREE_ROOT (this
 * project, or another commit's copy), driven the way bench:upstream drives it (app.inject, buy +
 * cancel at a given concurrency, a virtual clock), in blocks the parent asks for over IPC. Forked
 * with that tree as its working directory and tsconfig, so that its `@contracts/*` are its own.
 * Only what every tree since the issue's commit has is imported, with the signatures they share.
 */

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- another tree's schema
interface Tree extends BuyerFunctions<unknown> {
  loadConfig: (env: Record<string, string>, opts: { inMemory: boolean }) => unknown;
  openDatabase: (opts?: { url: string }) => Promise<Db>;
  migrate: (db: Db) => Promise<void>;
  seedCommerce: (db: Db) => Promise<void>;
  createContext: (deps: { db: Db; config: unknown; log: pino.Logger; now: () => Date }) => unknown;
  buildApp: (ctx: unknown) => Promise<{ ready(): Promise<unknown>; close(): Promise<unknown>; inject: Inject }>;
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
  // Antifraud pauses a user after 30 cancellations a day: the parent sizes `buyers` to its rounds.
  const tokens = await seedBuyers(db, t, { config, now, tag: 'against', name: 'tree', count: buyers });
  const payload = JSON.stringify(await benchOffer(db));
  let round = 0;
  const inject: Inject = (request) => app.inject(request);
  const buyCancel = () =>
    buyAndCancel(inject, tokens[round++ % tokens.length]!, payload, () => {
      clock += 121_000; // cancel's 2-minute lock passes at once
    });
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

import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../upstream/db/database';
import { invariantViolations, totals } from './checks';
import { BROKEN_CODES, runLoad, seedLoadUsers } from './load';
import { startStack, type ScaleStack } from './stack';

/**
 * `npm run test:scale`: two upstream processes and two production web processes on one fresh
 * PostgreSQL database, every background worker running in both upstreams, a mixed load for
 * SCALE_SECONDS (60) through both webs, then the invariants checked on the database. Exits
 * non-zero on any violation, on a server error (500, a response the contract refuses), or
 * when it cannot start. Needs a production build (`next build`; it never builds by itself)
 * and PostgreSQL: SCALE_POSTGRES_URL (any database on the server; a fresh one is created
 * beside it and dropped at the end), else the URL `scripts/ci-postgres.sh` prints.
 * Env: SCALE_SECONDS (60), SCALE_USERS (6), NEXT_DIST_DIR (.next).
 */
const root = path.resolve(__dirname, '..', '..');
const SECONDS = Number(process.env.SCALE_SECONDS ?? 60);
const USERS = Number(process.env.SCALE_USERS ?? 6);
const DIST = process.env.NEXT_DIST_DIR ?? '.next';
const log = (message: string) => console.log(`[test:scale] ${message}`);

const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | null = null;
/** The processes' logs: kept when something failed, removed after a clean pass. */
let logDir: string | null = null;
/** Stops everything once; a second caller (Ctrl-C while failing) waits for the same cleanup. */
async function finish(code: number): Promise<never> {
  cleaning ??= (async () => {
    // Newest first: processes stop before their database is dropped.
    for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => log(`cleanup: ${String(err)}`));
  })();
  await cleaning;
  if (code === 0 && logDir) rmSync(logDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void finish(130));
process.on('SIGTERM', () => void finish(143));

function serverUrl(): string {
  if (process.env.SCALE_POSTGRES_URL) return process.env.SCALE_POSTGRES_URL;
  return execFileSync('bash', [path.join(root, 'scripts/ci-postgres.sh')], { encoding: 'utf8' }).trim();
}

/** A database of this run's own on the server, dropped (with its connections) at the end. */
async function freshDatabase(): Promise<string> {
  const server = new URL(serverUrl());
  const name = `codeport_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = await openDatabase({ url: server.toString() });
  await sql`create database ${sql.id(name)}`.execute(admin);
  cleanups.push(async () => {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    await admin.destroy();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitForQuiet(db: Db): Promise<void> {
  // The workers keep running after the load: pending demo top-ups (8 s), due codes (5 s) and the
  // aged purchases (the 2 s sweep) settle; the checks then read a state nobody is changing.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const open = await sql<{ n: number }>`
      select ((select count(*) from payments where status = 'pending' and pay_currency is not null and expires_at > now())
            + (select count(*) from activations where status in ('waiting', 'code_received', 'waiting_retry') and expires_at <= now())
            + (select count(*) from rentals where status = 'active' and expires_at <= now()))::int as n`.execute(db);
    if (open.rows[0]!.n === 0) break;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  await new Promise((r) => setTimeout(r, 3_000));
}

function report(
  stack: ScaleStack,
  stats: Awaited<ReturnType<typeof runLoad>>,
  sums: Awaited<ReturnType<typeof totals>>,
) {
  console.log('\nrequests by action (requests / failed):');
  for (const [action, row] of Object.entries(stats.byAction).sort((a, b) => b[1].requests - a[1].requests))
    console.log(`  ${action.padEnd(24)} ${String(row.requests).padStart(6)} ${String(row.failed).padStart(6)}`);
  console.log(`errors by code: ${JSON.stringify(stats.errors)}`);
  console.log(
    `load: ${stats.requests} requests, bought ${stats.bought.activations} activations, ${stats.bought.rentals} rentals, ` +
      `${stats.bought.topUps} top-ups; ${stats.cancelled} cancels; ${stats.sms.length} SMS sent (${stats.sms.filter((s) => s.messageId !== null).length} accepted); ${stats.aged} purchases aged to expiry`,
  );
  console.log(
    `database: activations ${JSON.stringify(sums.activations)}, rentals ${JSON.stringify(sums.rentals)}, ` +
      `payments ${JSON.stringify(sums.payments)}, ${sums.messages} SMS stored, ${sums.refunds} refunds`,
  );
  console.log(`process logs: ${stack.logDir} (removed when every check passes)`);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, DIST, 'BUILD_ID'))) {
    log(`no production build in ${DIST}/: run \`npx next build\` first (this test never builds by itself)`);
    await finish(2);
  }
  const started = Date.now();
  const databaseUrl = await freshDatabase();
  const stack = await startStack({ databaseUrl, distDir: DIST, track: (stop) => void cleanups.push(stop) });
  logDir = stack.logDir;
  log(
    `up in ${((Date.now() - started) / 1000).toFixed(0)} s: webs ${stack.webs.join(', ')}; upstreams ${stack.upstreams.join(', ')}`,
  );
  const db = await openDatabase({ url: databaseUrl });
  cleanups.push(() => db.destroy());

  const emails = await seedLoadUsers(db, USERS);
  log(`${USERS} users, ${SECONDS} s of mixed load through both webs`);
  const loadStarted = Date.now();
  const stats = await runLoad(stack, db, emails, SECONDS);
  const loadSeconds = (Date.now() - loadStarted) / 1000;
  await waitForQuiet(db);
  const violations = await invariantViolations(db, stats.sms, stack.logDir);
  report(stack, stats, await totals(db));

  const broken = Object.entries(stats.errors).filter(([code]) => BROKEN_CODES.includes(code));
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  log(
    `${(stats.requests / loadSeconds).toFixed(1)} requests/s over ${loadSeconds.toFixed(0)} s; wall time ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${load} on ${os.cpus().length} cores`,
  );
  for (const v of violations) log(`VIOLATION ${v.check}: ${v.count}, e.g. ${JSON.stringify(v.sample)}`);
  for (const [code, n] of broken) log(`SERVER ERROR ${code}: ${n} (see the process logs)`);
  const ok = violations.length === 0 && broken.length === 0 && stats.bought.activations > 0;
  if (stats.bought.activations === 0) log('FAILED: not one purchase went through');
  log(ok ? 'PASSED: every invariant holds' : 'FAILED');
  await finish(ok ? 0 : 1);
}

main().catch(async (err: unknown) => {
  // Stopping on Ctrl-C pulls the database from under the load: that is not a failure to report.
  if (!cleaning) log(`FAILED: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  await finish(1);
});

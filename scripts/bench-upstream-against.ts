import { fork, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { postmasterOf, serverCpuMs } from './bench-cpu';
import type { TreeReply, TreeRequest } from './bench-upstream-tree';

/**
 * `npm run bench:upstream:against -- [REF]`: buy + cancel on this working tree's upstream against
 * the same on another commit's, in the same run, as ratios. Issue 19 asked for an upstream "4×
 * faster" and measured it as a ratio to a `select 1` round trip; that baseline moves with the
 * machine's load (3× between identical runs) and with the database client itself (the one-pass
 * PGlite pool made `select 1` 35 % cheaper), so this bench measures the old code itself instead.
 *
 * REF defaults to a568f26, the commit the issue's "today" was measured on. Its `upstream/`,
 * `src/contracts/` and tsconfig are extracted (git archive) to a temporary directory beside this
 * project's node_modules; each tree's upstream runs in a child process of its own
 * (bench-upstream-tree.ts), on its own PGlite or its own PostgreSQL database, driven the same way
 * (app.inject, concurrency 8, a virtual clock). After a warm-up of each, blocks of buy + cancel
 * alternate between the two (which one goes first alternates too), so a change in the machine's
 * load falls on both. Printed per database: buy + cancel per second (wall time of the blocks) and
 * CPU per buy + cancel (the child's process.cpuUsage, plus on PostgreSQL the server's processes,
 * read from /proc while only that child works), each as new ÷ old; and the same for the warm-up
 * block alone ("cold"), which runs straight after seeding as bench:upstream's throughput loop does.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    blocks: { type: 'string', default: '6' },
    ops: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '8' },
  },
});
const ISSUE_COMMIT = 'a568f26';
const ref = positionals[0] ?? ISSUE_COMMIT;
const BLOCKS = Number(values.blocks);
const OPS = Number(values.ops);
const WARMUP = Number(values.warmup);
const CONCURRENCY = Number(values.concurrency);
const ROOT = resolve(import.meta.dirname, '..');

/** The other commit's upstream, its contracts and tsconfig, with this project's node_modules. */
function extractTree(commitish: string): { root: string; sha: string } {
  const sha = execFileSync('git', ['rev-parse', '--short', `${commitish}^{commit}`], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  const root = join(tmpdir(), `codeport-against-${sha}`);
  const done = join(root, '.extracted');
  if (!existsSync(done)) {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    const archive = execFileSync('git', ['archive', sha, 'upstream', 'src/contracts', 'tsconfig.json'], {
      cwd: ROOT,
      maxBuffer: 1 << 28,
    });
    execFileSync('tar', ['-x', '-C', root], { input: archive });
    writeFileSync(done, sha);
  }
  // This checkout's node_modules, also when the copy was extracted from another checkout.
  const modules = join(root, 'node_modules');
  if (!existsSync(modules) || readlinkSync(modules) !== join(ROOT, 'node_modules')) {
    rmSync(modules, { force: true });
    symlinkSync(join(ROOT, 'node_modules'), modules);
  }
  return { root, sha };
}

interface Side {
  label: string;
  child: ChildProcess;
  backendPid: number | null;
  wallMs: number;
  cpuMs: number;
  serverMs: number;
  perBlock: BlockFigures[];
  /** The first block, straight after seeding: JIT and plans still cold. */
  warmup?: BlockFigures;
}

interface BlockFigures {
  opsPerS: number;
  /** CPU per buy + cancel, ms: the child's, plus the server's on PostgreSQL. */
  cpuMs: number;
}

/** The child's next answer; a failure, or the child's exit before it answers, rejects. */
function nextReply(child: ChildProcess, label: string): Promise<TreeReply> {
  return new Promise((res, rej) => {
    const onExit = (code: number | null) => rej(new Error(`${label}: exited (${code}) before answering`));
    child.once('exit', onExit);
    child.once('message', (reply: TreeReply) => {
      child.off('exit', onExit);
      if (reply.type === 'failed') rej(new Error(`${label}: ${reply.error}`));
      else res(reply);
    });
  });
}

function request(side: Side, msg: TreeRequest): Promise<TreeReply> {
  const reply = nextReply(side.child, side.label);
  side.child.send(msg);
  return reply;
}

async function start(label: string, root: string, db: string | null, buyers: number): Promise<Side> {
  const child = fork(join(ROOT, 'scripts/bench-upstream-tree.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: join(root, 'tsconfig.json'),
      BENCH_TREE_ROOT: root,
      BENCH_TREE_BUYERS: String(buyers),
      ...(db ? { BENCH_TREE_DB: db } : {}),
    },
  });
  const side: Side = { label, child, backendPid: null, wallMs: 0, cpuMs: 0, serverMs: 0, perBlock: [] };
  const ready = await nextReply(child, label);
  if (ready.type === 'ready') side.backendPid = ready.backendPid;
  return side;
}

async function block(side: Side, ops: number, postmaster: number | null, record: boolean): Promise<BlockFigures> {
  const server0 = postmaster ? serverCpuMs(postmaster) : 0;
  const reply = await request(side, { type: 'run', ops, concurrency: CONCURRENCY });
  const serverMs = postmaster ? serverCpuMs(postmaster) - server0 : 0;
  if (reply.type !== 'done') throw new Error(`${side.label}: no figures`);
  const figures = { opsPerS: (ops / reply.wallMs) * 1000, cpuMs: (reply.cpuMs + serverMs) / ops };
  if (record) {
    side.wallMs += reply.wallMs;
    side.cpuMs += reply.cpuMs;
    side.serverMs += serverMs;
    side.perBlock.push(figures);
  }
  return figures;
}

async function compare(name: string, trees: { label: string; root: string }[], db: (i: number) => string | null) {
  const buyers = Math.ceil((WARMUP + BLOCKS * OPS) / 25) + CONCURRENCY;
  const sides: Side[] = [];
  try {
    for (const [i, t] of trees.entries()) sides.push(await start(t.label, t.root, db(i), buyers));
    const pid = sides[0]!.backendPid;
    const postmaster = pid === null ? null : postmasterOf(pid);
    for (const side of sides) side.warmup = await block(side, WARMUP, postmaster, false);
    for (let b = 0; b < BLOCKS; b++) {
      const order = b % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) await block(side, OPS, postmaster, true);
    }
    const n = BLOCKS * OPS;
    const [old, now] = sides as [Side, Side];
    const rate = (s: Side) => (n / s.wallMs) * 1000;
    const cpu = (s: Side) => (s.cpuMs + s.serverMs) / n;
    const range = (f: (i: number) => number) => {
      const r = Array.from({ length: BLOCKS }, (_, i) => f(i)).sort((a, b) => a - b);
      return `${r[0]!.toFixed(2)}–${r[r.length - 1]!.toFixed(2)}`;
    };
    const server = postmaster ? ' (client + server)' : '';
    for (const s of sides) {
      console.log(
        `${name.padEnd(9)} ${s.label.padEnd(14)} buy+cancel ${rate(s).toFixed(1)}/s, CPU ${cpu(s).toFixed(3)} ms each${server}` +
          (postmaster ? ` = ${(s.cpuMs / n).toFixed(3)} + ${(s.serverMs / n).toFixed(3)}` : '') +
          ` | cold (the warm-up block) ${s.warmup!.opsPerS.toFixed(1)}/s, CPU ${s.warmup!.cpuMs.toFixed(3)} ms`,
      );
    }
    console.log(
      `${name.padEnd(9)} ${'new ÷ old'.padEnd(14)} throughput ×${(rate(now) / rate(old)).toFixed(2)} (blocks ${range((i) => now.perBlock[i]!.opsPerS / old.perBlock[i]!.opsPerS)}), ` +
        `CPU per buy+cancel ÷${(cpu(old) / cpu(now)).toFixed(2)} (blocks ${range((i) => old.perBlock[i]!.cpuMs / now.perBlock[i]!.cpuMs)}) | ` +
        `cold ×${(now.warmup!.opsPerS / old.warmup!.opsPerS).toFixed(2)}, ÷${(old.warmup!.cpuMs / now.warmup!.cpuMs).toFixed(2)}`,
    );
  } finally {
    await Promise.all(
      sides.map(
        (s) =>
          new Promise<void>((res) => {
            s.child.once('exit', () => res());
            s.child.send({ type: 'stop' } satisfies TreeRequest);
          }),
      ),
    );
  }
}

async function main() {
  const other = extractTree(ref);
  const trees = [
    { label: other.sha, root: other.root },
    { label: 'working tree', root: ROOT },
  ];
  console.log(
    `bench:upstream:against ${other.sha}: ${BLOCKS} alternating blocks of ${OPS} buy+cancel (after ${WARMUP} to warm up), concurrency ${CONCURRENCY}`,
  );
  await compare('pglite', trees, () => null);

  const url = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find((u) => u && /^postgres(ql)?:\/\//.test(u));
  if (!url) {
    console.log('postgres  skipped (set TEST_DATABASE_URL or DATABASE_URL; `bash scripts/ci-postgres.sh` starts one)');
    return;
  }
  // A database per tree, not a schema: Kysely's migrator looks for its own tables in every schema
  // of the database, and would take one tree's kysely_migration_lock for the other's.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const names = trees.map((_, i) => `against_${Date.now().toString(36)}_${i}`);
  try {
    for (const d of names) await admin.query(`create database ${d}`);
    await compare('postgres', trees, (i) => {
      const u = new URL(url);
      u.pathname = `/${names[i]}`;
      return u.toString();
    });
  } finally {
    for (const d of names) await admin.query(`drop database if exists ${d} with (force)`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

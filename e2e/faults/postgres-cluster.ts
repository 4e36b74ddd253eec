import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server the fault journey may take down. Preferred: a private cluster, started
 * like scripts/ci-postgres.sh starts its own (the same Debian binaries, fsync off) but in a
 * data dir and on a port of its own, so stopping it never breaks another suite using the
 * ci-postgres.sh cluster on the same machine. When no private cluster can be made (no
 * PostgreSQL binaries and nothing can install them, or no way to run them as a non-root user),
 * the fallback is the ci-postgres.sh cluster itself, where the "outage" is the journey's own
 * database refusing connections with every backend of it terminated (pg_terminate_backend).
 */
export interface PgServer {
  /** A fresh database made for this run. */
  readonly url: string;
  /** 'restart': the server process is stopped and started; 'terminate': see above. */
  readonly mode: 'restart' | 'terminate';
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const root = path.resolve(__dirname, '..', '..');
const asRoot = process.getuid?.() === 0;

function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1)!, 'bin') : null;
}

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function pgTool(bin: string, tool: string, args: string[]): void {
  const command = [path.join(bin, tool), ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const run = asRoot
    ? spawnSync('su', ['postgres', '-c', command], { encoding: 'utf8' })
    : spawnSync('sh', ['-c', command], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${tool} failed: ${run.stderr || run.stdout}`);
}

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `codeport_faults_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function privateCluster(bin: string, port: number): Promise<PgServer> {
  const data = mkdtempSync(path.join(tmpdir(), 'codeport-faults-pg-'));
  chmodSync(data, 0o777);
  if (asRoot) execFileSync('chown', ['postgres', data]);
  pgTool(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${data} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => pgTool(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', path.join(data, 'log'), '-w', 'start']);
  // fast: in-flight transactions are rolled back and every connection is cut, as in a crash.
  const stop = () => pgTool(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  const url = await createDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`);
  return {
    url,
    mode: 'restart',
    down: async () => stop(),
    up: async () => start(),
    async close() {
      try {
        stop();
      } catch {
        // Already stopped (a journey failed while it was down).
      }
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** Installs PostgreSQL from Debian if needed, starts its cluster and prints its URL. */
const ciPostgres = () =>
  execFileSync('bash', [path.join(root, 'scripts', 'ci-postgres.sh')], { encoding: 'utf8' }).trim();

async function sharedCluster(printed: string): Promise<PgServer> {
  const url = await createDatabase(printed);
  const name = new URL(url).pathname.slice(1);
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: printed });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  return {
    url,
    mode: 'terminate',
    async down() {
      await admin(`alter database ${name} allow_connections false`);
      await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
    },
    up: () => admin(`alter database ${name} allow_connections true`),
    async close() {
      await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
    },
  };
}

/** A server to take down, or why there is none (the journey then skips with that reason). */
export async function postgresForFaults(port: number): Promise<PgServer | { unavailable: string }> {
  const problems: string[] = [];
  let shared: string | null = null;
  const bin =
    postgresBin() ??
    (() => {
      // ci-postgres.sh installs the binaries (CI); its own cluster is then the fallback.
      try {
        shared = ciPostgres();
      } catch (err) {
        problems.push(`scripts/ci-postgres.sh: ${(err as Error).message.trim()}`);
      }
      return postgresBin();
    })();
  if (bin) {
    try {
      return await privateCluster(bin, port);
    } catch (err) {
      problems.push(`private cluster: ${(err as Error).message.trim()}`);
    }
  } else problems.push('no PostgreSQL binaries in /usr/lib/postgresql');
  try {
    return await sharedCluster(shared ?? ciPostgres());
  } catch (err) {
    problems.push(`the ci-postgres.sh cluster: ${(err as Error).message.trim()}`);
  }
  return { unavailable: `no PostgreSQL could be started (${problems.join('; ')})` };
}

/** Types of scripts/bench-stack.mjs for the TypeScript benchmarks that use it. */
export interface BenchPorts {
  web: number;
  upstream: number;
  realtime: number;
}

export interface BenchSession {
  email: string;
  /** The BFF's session cookie, as a browser sends it back. */
  cookie: string;
  /** The upstream's bearer token for the same account. */
  token: string;
}

export interface BenchStack {
  web: string;
  upstream: string;
  /** PUBLIC_ORIGIN: what the BFF's same-origin check expects in Origin. */
  origin: string;
  dataDir: string;
  upstreamDataDir: string;
  logFile: string;
  pids: { web: number | null; upstream: number | null };
  signIn(users: readonly { email: string; password: string }[]): Promise<BenchSession[]>;
  stop(): Promise<void>;
  cleanup(): Promise<void>;
}

export interface BenchStackOptions {
  /** Prefix of the log lines, e.g. 'bench:load'. */
  name: string;
  /** The build's own dist dir, e.g. '.next-load'. */
  distDir: string;
  ports: BenchPorts;
  /** Build even when distDir holds a build. */
  build?: boolean;
  /** Extra environment for start.mjs and its children (the upstream reads its settings from it). */
  env?: Record<string, string>;
  /** Runs before the upstream starts, with its PGlite data dir (not yet created). */
  prepare?: (upstreamDataDir: string) => Promise<void>;
}

export function listenerPid(port: number): number | null;
export function cpuSeconds(pid: number | null): number | null;
export function startBenchStack(options: BenchStackOptions): Promise<BenchStack>;

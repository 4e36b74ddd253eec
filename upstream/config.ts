import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ACTIVATION_CANCEL_LOCK_MINUTES } from '@contracts/activations';
import { trustProxySetting, type TrustProxy } from './server/trust-proxy';

/**
 * Upstream configuration from environment variables, validated once at start.
 *
 * Development runs need nothing set: secrets are generated on first start and kept in
 * the data directory, so signed intakes and realtime auth survive restarts. In
 * production every secret must come from the environment.
 */
const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  UPSTREAM_HOST: z.string().min(1).default('127.0.0.1'),
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Where the browser reaches the upstream (demo OAuth consent page). */
  UPSTREAM_PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  UPSTREAM_DATA_DIR: z.string().min(1).default('.data/upstream'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ORIGIN: z.url().default('http://localhost:3000'),
  /** Proxies whose X-Forwarded-* are believed; default loopback: the BFF on the same machine. */
  UPSTREAM_TRUST_PROXY: trustProxySetting,
  REALTIME_ENABLED: flag.optional(),
  REALTIME_HOST: z.string().min(1).default('127.0.0.1'),
  REALTIME_PORT: z.coerce.number().int().min(0).max(65535).default(6001),
  /** Where the upstream publishes events (embedded server by default; Pusher/soketi/Reverb otherwise). */
  REALTIME_PUBLISH_URL: z.url().optional(),
  PUSHER_APP_ID: z.string().min(1).default('codeport'),
  PUSHER_APP_KEY: z.string().min(1).default('codeport-key'),
  PUSHER_APP_SECRET: z.string().min(16).optional(),
  DEMO_SUPPLIER: flag.optional(),
  DEMO_GATEWAY: flag.optional(),
  /** The demo accounts (README): published passwords and a balance made of nothing; never production. */
  DEMO_ACCOUNTS: flag.optional(),
  SMS_INTAKE_SECRET: z.string().min(16).optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  DEV_ENDPOINTS: flag.optional(),
  /** Webhooks may go to http:// and to loopback or private addresses (demo, tests); never production. */
  WEBHOOKS_ALLOW_LOCAL: flag.optional(),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).max(30_000).default(3_000),
  /** Test stacks only (e2e, benchmarks): a shorter activation cancel lock, so journeys need not wait 2 minutes. */
  ACTIVATION_CANCEL_LOCK_SECONDS: z.coerce.number().int().min(0).optional(),
  /** Requests one API key may make to /api/v1 in a minute (docs/developer-api-rest.md). */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Activations one account may have open at once, on every surface (web, REST, handler API). */
  MAX_OPEN_ACTIVATIONS: z.coerce.number().int().positive().default(100),
  /** Seconds after a sandbox purchase until its fake SMS arrives by itself (docs/developer-api.md "Sandbox"). */
  SANDBOX_SMS_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** argon2id cost; tests lower it through loadConfig overrides. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).default(19456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(1).default(2),
  ACCESS_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 30),
  REFRESH_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 90),
});

export interface UpstreamConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** undefined: in-memory database (tests). */
  dataDir: string | undefined;
  logLevel: string;
  webOrigin: string;
  /** Who may set X-Forwarded-* (Fastify's trustProxy). */
  trustProxy: TrustProxy;
  realtime: {
    enabled: boolean;
    host: string;
    port: number;
    publishUrl: string;
    appId: string;
    key: string;
    secret: string;
  };
  demoSupplier: boolean;
  demoGateway: boolean;
  /** Whether the seed creates the demo accounts (demo@ and friend@codeport.test). */
  demoAccounts: boolean;
  smsIntakeSecret: string;
  paymentWebhookSecret: string;
  /** Development-only endpoints such as the email outbox. */
  devEndpoints: boolean;
  webhooks: {
    /** http:// and loopback/private targets allowed: the development endpoints mode only. */
    allowLocal: boolean;
    /** Per delivery attempt, connect to last byte (3 s). */
    timeoutMs: number;
  };
  /** How long after purchase an activation can be cancelled (spec: 2 minutes). */
  activationCancelLockMs: number;
  /** Per-key fixed window of the REST API v1. */
  apiKeyRateLimit: { max: number; windowMs: number };
  /** Open (waiting or code received) activations a user may hold at once. */
  maxOpenActivations: number;
  /** Milliseconds until a sandbox purchase's automatic fake SMS. */
  sandboxSmsDelayMs: number;
  argon2: { memoryKiB: number; iterations: number };
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
}

const secretNames = ['PUSHER_APP_SECRET', 'SMS_INTAKE_SECRET', 'PAYMENT_WEBHOOK_SECRET'] as const;
type SecretName = (typeof secretNames)[number];

/** Reads or creates `secrets.json` in the data dir; memory only when there is no data dir. */
function devSecrets(dataDir: string | undefined): Record<SecretName, string> {
  const fresh = () => randomBytes(24).toString('hex');
  const file = dataDir ? path.join(dataDir, 'secrets.json') : undefined;
  let stored: Partial<Record<SecretName, string>> = {};
  if (file && existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
  const all = Object.fromEntries(secretNames.map((n) => [n, stored[n] ?? fresh()])) as Record<SecretName, string>;
  if (file && secretNames.some((n) => !stored[n])) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(all, null, 2), { mode: 0o600 });
  }
  return all;
}

export interface LoadConfigOptions {
  /** Use an in-memory database and never touch the disk (tests). */
  inMemory?: boolean;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: LoadConfigOptions = {},
): UpstreamConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid upstream configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const usesPostgres = !!e.DATABASE_URL && /^postgres(ql)?:\/\//.test(e.DATABASE_URL);
  // PostgreSQL is the only server dialect: another URL must not silently fall back to PGlite.
  if (e.DATABASE_URL && !usesPostgres) {
    throw new Error(
      'Invalid upstream configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (unset it for the embedded PGlite)',
    );
  }
  const dataDir = options.inMemory ? undefined : path.resolve(e.UPSTREAM_DATA_DIR);

  const missing = secretNames.filter((n) => !e[n]);
  if (production && e.ACTIVATION_CANCEL_LOCK_SECONDS !== undefined) {
    throw new Error(
      'Invalid upstream configuration: ACTIVATION_CANCEL_LOCK_SECONDS is for test stacks, never production',
    );
  }
  // The demo parts make money and identities out of nothing (a gateway that confirms every
  // top-up, a supplier that invents codes, an OAuth provider that vouches for any email,
  // accounts whose password the README publishes and whose balance nobody paid):
  // production refuses to start with any of them on, naming the variable.
  const demoOn = (
    ['DEV_ENDPOINTS', 'DEMO_SUPPLIER', 'DEMO_GATEWAY', 'DEMO_ACCOUNTS', 'WEBHOOKS_ALLOW_LOCAL'] as const
  ).filter((n) => e[n] === true);
  if (production && demoOn.length > 0) {
    throw new Error(
      `Invalid upstream configuration: ${demoOn.join(', ')} must be off in production (demo and development endpoints)`,
    );
  }
  if (production && missing.length > 0) {
    throw new Error(`Invalid upstream configuration: production requires ${missing.join(', ')}`);
  }
  const generated = missing.length > 0 ? devSecrets(dataDir) : undefined;
  const secret = (n: SecretName): string => e[n] ?? generated![n];

  return {
    env: e.NODE_ENV,
    host: e.UPSTREAM_HOST,
    port: e.UPSTREAM_PORT,
    publicUrl: (e.UPSTREAM_PUBLIC_URL ?? `http://localhost:${e.UPSTREAM_PORT}`).replace(/\/$/, ''),
    databaseUrl: usesPostgres ? e.DATABASE_URL : undefined,
    dataDir: usesPostgres ? undefined : dataDir,
    logLevel: e.LOG_LEVEL,
    webOrigin: e.WEB_ORIGIN.replace(/\/$/, ''),
    trustProxy: e.UPSTREAM_TRUST_PROXY,
    realtime: {
      enabled: e.REALTIME_ENABLED ?? !e.REALTIME_PUBLISH_URL,
      host: e.REALTIME_HOST,
      port: e.REALTIME_PORT,
      publishUrl: (e.REALTIME_PUBLISH_URL ?? `http://${e.REALTIME_HOST}:${e.REALTIME_PORT}`).replace(/\/$/, ''),
      appId: e.PUSHER_APP_ID,
      key: e.PUSHER_APP_KEY,
      secret: secret('PUSHER_APP_SECRET'),
    },
    demoSupplier: e.DEMO_SUPPLIER ?? !production,
    demoGateway: e.DEMO_GATEWAY ?? !production,
    demoAccounts: e.DEMO_ACCOUNTS ?? !production,
    smsIntakeSecret: secret('SMS_INTAKE_SECRET'),
    paymentWebhookSecret: secret('PAYMENT_WEBHOOK_SECRET'),
    devEndpoints: e.DEV_ENDPOINTS ?? !production,
    webhooks: {
      allowLocal: e.WEBHOOKS_ALLOW_LOCAL ?? e.DEV_ENDPOINTS ?? !production,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    },
    activationCancelLockMs: (e.ACTIVATION_CANCEL_LOCK_SECONDS ?? ACTIVATION_CANCEL_LOCK_MINUTES * 60) * 1000,
    apiKeyRateLimit: { max: e.API_KEY_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
    maxOpenActivations: e.MAX_OPEN_ACTIVATIONS,
    sandboxSmsDelayMs: e.SANDBOX_SMS_DELAY_SECONDS * 1000,
    argon2: { memoryKiB: e.ARGON2_MEMORY_KIB, iterations: e.ARGON2_ITERATIONS },
    accessTokenTtlMs: e.ACCESS_TOKEN_TTL_HOURS * 3_600_000,
    refreshTokenTtlMs: e.REFRESH_TOKEN_TTL_HOURS * 3_600_000,
  };
}

import { z } from 'zod';
import { instances } from './instance';

const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/**
 * Every environment variable the web app reads, validated once. `.env.example`
 * documents each; keep the two in step.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  UPSTREAM_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4000'),
  SESSION_PASSWORD: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_PASSWORD_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  APP_INSTANCE: z.enum(instances).default('cis_eu'),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** Where scripts reach the API with a personal key (shown on /settings/api); unset: not published. */
  PUBLIC_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SECRET_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  CLOSED_PAGES: list,
  ALLOWED_IDS: list.pipe(z.array(z.string().regex(/^\d+$/, 'must be numeric user ids'))),
  /** `next start --keepAliveTimeout` (scripts/start.mjs): above any load balancer's idle timeout. */
  WEB_KEEP_ALIVE_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
  NEXT_PUBLIC_REALTIME_KEY: z.string().min(1).default('codeport-key'),
  NEXT_PUBLIC_REALTIME_HOST: z.string().min(1).default('localhost'),
  NEXT_PUBLIC_REALTIME_PORT: z.coerce.number().int().min(1).max(65535).default(6001),
  NEXT_PUBLIC_REALTIME_TLS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SENTRY_DSN: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The browser's DSN, inlined by `next build`: set it for the build, not only at start. */
  NEXT_PUBLIC_SENTRY_DSN: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Trust X-Forwarded-Proto / X-Forwarded-Host from the reverse proxy in front of the app. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Hard limit for one upstream call, retries included: the BFF answers 504 after it. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only')
    .default('codeport_session'),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(300).max(31_536_000).default(2_592_000),
  /** Largest request body the BFF accepts (413 above it). */
  BFF_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(1_048_576).default(32_768),
  /** Guest answers of GET /api/sidebar are shared for this long; 0 turns the cache off. */
  SIDEBAR_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /** Part of every sidebar cache key: change it to drop every cached list at once. */
  SIDEBAR_CACHE_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,40}$/)
    .default('sidebar-v1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; the error names every bad variable and why. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change process.env between cases. */
export function resetEnv(): void {
  cached = undefined;
}

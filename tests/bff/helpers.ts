import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { Writable } from 'node:stream';

export const ORIGIN = 'http://localhost:3000';

/** The BFF's environment for handler tests; set before the first env() read. */
export function bffTestEnv(upstreamUrl: string, extra: Record<string, string> = {}): void {
  Object.assign(process.env, {
    UPSTREAM_URL: upstreamUrl,
    SESSION_PASSWORD: 'test-session-password-0123456789-abcdef',
    PUBLIC_ORIGIN: ORIGIN,
    // Generous: on a loaded 2-core CI runner one event-loop stall over half of a short bound
    // turned a healthy reply into a 504. Tests of the deadline shorten it (upstreamDeadline).
    UPSTREAM_TIMEOUT_MS: '10000',
    LOG_LEVEL: 'info',
    APP_INSTANCE: 'cis_eu',
    SECRET_KEY: 'tech-works-secret-1',
    ...extra,
  });
}

/**
 * Gives the BFF a short upstream deadline for the tests that measure it, and puts the file's
 * back after each: `upstreamDeadline(1500)` inside a describe.
 */
export function upstreamDeadline(ms: number): void {
  const apply = async (value: string | undefined): Promise<void> => {
    if (value === undefined) delete process.env.UPSTREAM_TIMEOUT_MS;
    else process.env.UPSTREAM_TIMEOUT_MS = value;
    (await import('@/lib/env')).resetEnv();
    (await import('@/bff/config')).resetBffConfig();
    (await import('@/bff/outbound/client')).resetUpstreamClient();
  };
  let before: string | undefined;
  beforeEach(async () => {
    before = process.env.UPSTREAM_TIMEOUT_MS;
    await apply(String(ms));
  });
  afterEach(() => apply(before));
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as-is (with the headers given). */
  body?: unknown;
  /** Leave out the Origin header a same-origin fetch would send. */
  noOrigin?: boolean;
  /** Stream the body in chunks without Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/**
 * The BFF on a real loopback server, called with raw paths (no URL normalisation, so
 * `..%2F` arrives exactly as an attacker would send it) and a cookie jar like a browser's.
 */
export class TestBrowser {
  readonly jar = new Map<string, string>();
  /** Every response this browser received, for the secret scan. */
  readonly received: Answer[] = [];
  private server?: http.Server;
  private port = 0;

  constructor(private readonly handler: Handler) {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      void this.handler(req, res);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { host: `localhost:3000`, ...options.headers };
    if (!options.noOrigin && method !== 'GET' && !('origin' in headers)) headers.origin = ORIGIN;
    const cookie = this.cookieHeader();
    if (cookie && !('cookie' in headers)) headers.cookie = cookie;
    let payload: string | undefined;
    if (options.body !== undefined) {
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      if (typeof options.body !== 'string' && !('content-type' in headers))
        headers['content-type'] = 'application/json';
      if (!options.chunked) headers['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: this.port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = undefined;
          }
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair = '', ...attrs] = line.split(';');
            const index = pair.indexOf('=');
            const name = pair.slice(0, index);
            const value = pair.slice(index + 1);
            if (attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '') this.jar.delete(name);
            else this.jar.set(name, value);
          }
          const answer = { status: res.statusCode ?? 0, headers: res.headers, text, body } as Answer;
          this.received.push(answer);
          resolve(answer);
        });
      });
      req.on('error', reject);
      if (payload !== undefined && options.chunked) {
        for (let i = 0; i < payload.length; i += 512) req.write(payload.slice(i, i + 512));
      } else if (payload !== undefined) req.write(payload);
      req.end();
    });
  }
}

/**
 * pino lines the BFF wrote, parsed. The logger is built by the BFF's own factory, so the
 * lines carry the production redaction, not a test double's.
 */
export function captureLogs(): { lines: Record<string, unknown>[]; logger: Logger } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // Required lazily: the logger module reads the environment, which startHarness sets first.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createBffLogger } = require('@/bff/observability/logger') as typeof import('@/bff/observability/logger');
  return { lines, logger: createBffLogger(stream, 'info') };
}

/**
 * A user as the upstream answers it (spec §3), with its key's hint. It also carries a `key`, as
 * an upstream that still sent the key itself would: the BFF must never pass one on.
 */
export function upstreamUser(id = 7, key = 'user-api-key-SECRET-7f3a') {
  return {
    id,
    email: `user${id}@codeport.test`,
    name: `User ${id}`,
    status: 'active',
    email_verified: true,
    balance: 12_500,
    currency: 'usd',
    key,
    key_hint: 'cp_AbCd…wXyZ',
    locale: 'en',
    two_factor_enabled: false,
    favorites: { activation: { services: [1], countries: [] }, rent: { services: [], countries: [] } },
    settings: { copying_code: true, confirmation_actions: false, sound_new_sms: true },
    activations: { count: 1, rent_count: 0 },
    notifications_count: 0,
    referral_id: id,
    realtime_channel: `user.${id}.0`,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

/** The site settings as the upstream answers them (spec §3), as a scripted 200. */
export function settingsReply(settings: { tech_work?: 0 | 1; currency?: 'usd' | 'rub' } = {}) {
  return {
    status: 200,
    body: {
      status: true,
      settings: {
        alerts: {},
        currency: 'usd',
        telegramSubscribeReward: 0,
        notificationCategories: [],
        locales: ['en'],
        tech_work: 0,
        referral_percent: 10,
        support_email: 'support@codeport.test',
        ...settings,
      },
    },
  };
}

export function upstreamSession(id = 7, token = 'upstream-token-SECRET-abc', expiresInMs = 3_600_000) {
  return {
    status: true,
    token,
    token_type: 'Bearer' as const,
    refresh_token: `refresh-${token}`,
    expires_at: new Date(Date.now() + expiresInMs).toISOString(),
    user: upstreamUser(id),
  };
}

export interface Harness {
  upstream: import('./scripted-upstream').ScriptedUpstream;
  browser: TestBrowser;
  logs: ReturnType<typeof captureLogs>;
  stop(): Promise<void>;
}

/** The BFF's environment pointing at `upstreamUrl`, its logs captured, and a browser on its catch-all handler. */
export async function startBff(
  upstreamUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<{ browser: TestBrowser; logs: ReturnType<typeof captureLogs> }> {
  bffTestEnv(upstreamUrl, extraEnv);
  const { bffHandler } = await import('@/bff/proxy/dispatch');
  const { setBffLogger } = await import('@/bff/observability/logger');
  const logs = captureLogs();
  setBffLogger(logs.logger);
  const browser = new TestBrowser(bffHandler);
  await browser.start();
  return { browser, logs };
}

/**
 * A scripted upstream, the BFF's environment pointing at it, and a browser on the catch-all
 * handler. The upstream is nock unless `socket` asks for a real loopback server (hangs,
 * resets, keep-alive).
 */
export async function startHarness(
  extraEnv: Record<string, string> = {},
  options: { socket?: boolean } = {},
): Promise<Harness> {
  const upstream = options.socket
    ? new (await import('./fake-upstream')).FakeUpstream()
    : new (await import('./nock-upstream')).NockUpstream();
  const { browser, logs } = await startBff(await upstream.start(), extraEnv);
  return {
    upstream,
    browser,
    logs,
    async stop() {
      await browser.stop();
      await upstream.stop();
    },
  };
}

/**
 * A harness for the whole file: started before its tests, reset before each (script, records,
 * cookies), stopped after; with `strict`, every scripted reply must have been asked for. The
 * returned object forwards to the harness once it has started.
 */
export function harnessPerFile(options: { strict?: boolean; env?: Record<string, string> } = {}): Harness {
  let started: Harness | undefined;
  const current = (): Harness => {
    if (!started) throw new Error('the harness starts in beforeAll; use it inside a test');
    return started;
  };
  beforeAll(async () => {
    started = await startHarness(options.env);
  });
  afterAll(() => started?.stop());
  beforeEach(() => {
    current().upstream.reset();
    current().browser.jar.clear();
  });
  if (options.strict) afterEach(() => expect(current().upstream.pending()).toEqual([]));
  return new Proxy({} as Harness, { get: (_target, key: keyof Harness) => current()[key] });
}

/** Signs the test browser in through the BFF's login route, the upstream answering with user `id`'s session. */
export async function signInThroughBff(
  h: Harness,
  { id = 7, token = `token-${id}`, expiresInMs }: { id?: number; token?: string; expiresInMs?: number } = {},
): Promise<void> {
  h.upstream.on('POST', '/api/login', { status: 200, body: upstreamSession(id, token, expiresInMs) });
  const answer = await h.browser.call('POST', '/api/login', {
    body: { email: 'demo@codeport.test', password: 'demo-password-1' },
  });
  if (answer.status !== 200) throw new Error(`signing in through the BFF answered ${answer.status}`);
}

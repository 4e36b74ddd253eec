import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { hashPassword } from '../../upstream/accounts/passwords';
import { issueSession } from '../../upstream/accounts/tokens';
import { seedContent } from '../../upstream/db/seed/content';
import { seedSite } from '../../upstream/db/seed/site';
import { makeUser, type TestUser } from '../upstream/helpers/commerce';
import { createTestApp, testConfig, testDatabases, type TestApp } from '../upstream/helpers/test-db';
import { captureLogs, startBff, type TestBrowser } from './helpers';

export const PASSWORD = 'hostile-input-password-1';

/** A signed-in user of the real stack: the upstream token for direct calls, the email for the BFF. */
export interface StackUser extends TestUser {
  email: string;
}

export interface RealStack {
  upstream: TestApp;
  /** What the upstream logged at error level: the cause behind a 500, for a failure message. */
  upstreamErrors: unknown[];
  /** Every upstream line at `upstreamLogLevel` and above, parsed (empty at the default 'error' but for errors). */
  upstreamLines: Record<string, unknown>[];
  browser: TestBrowser;
  logs: ReturnType<typeof captureLogs>;
  /** Creates a user with `balance` minor units and a password the BFF's login accepts. */
  makeUser(balance: number): Promise<StackUser>;
  /** Signs `browser` in through the BFF's POST /api/login; throws unless the answer is 200. */
  signIn(browser: TestBrowser, user: StackUser): Promise<void>;
  /**
   * Gives `browser` the session cookie the BFF's login would set, for a token issued by the
   * upstream directly: no password round trip, so the upstream's per-client sign-in
   * throttle (which a fuzz's failed logins fill) cannot refuse it.
   */
  resumeSession(browser: TestBrowser, user: StackUser): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The BFF's real handlers in front of the real reference upstream (catalogue, site settings
 * and content seeded, PGlite in memory) listening on loopback: no scripted answers, so what
 * the browser gets is what the two layers really do with a request. Call once per file
 * (beforeAll).
 */
export async function startRealStack(options: { upstreamLogLevel?: string } = {}): Promise<RealStack> {
  const upstreamErrors: unknown[] = [];
  const upstreamLines: Record<string, unknown>[] = [];
  const log = pino(
    { level: options.upstreamLogLevel ?? 'error' },
    {
      write: (text: string) => {
        const line = JSON.parse(text) as Record<string, unknown>;
        upstreamLines.push(line);
        if (Number(line.level) >= 50) upstreamErrors.push(line);
      },
    },
  );
  const config = testConfig();
  const [pglite] = testDatabases();
  const upstream = await createTestApp(pglite!, { config, log }, {}, { commerce: true });
  await seedSite(upstream.db);
  await seedContent(upstream.db, new Date());
  await upstream.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = upstream.app.server.address() as AddressInfo;
  // The fuzz sends thousands of requests: one attempt's deadline is half of this.
  const { browser, logs } = await startBff(`http://127.0.0.1:${port}`, {
    UPSTREAM_TIMEOUT_MS: '10000',
    LOG_LEVEL: 'warn',
  });

  return {
    upstream,
    upstreamErrors,
    upstreamLines,
    browser,
    logs,
    async makeUser(balance) {
      const user = await makeUser(upstream, balance);
      const hash = await hashPassword(PASSWORD, config.argon2);
      const row = await upstream.db
        .updateTable('users')
        .set({ password_hash: hash })
        .where('id', '=', user.id)
        .returning('email')
        .executeTakeFirstOrThrow();
      return { ...user, email: row.email };
    },
    async signIn(target, user) {
      const answer = await target.call('POST', '/api/login', { body: { email: user.email, password: PASSWORD } });
      if (answer.status !== 200) throw new Error(`BFF sign-in failed: ${answer.status} ${answer.text}`);
    },
    async resumeSession(target, user) {
      const now = new Date();
      const issued = await issueSession(upstream.db, config, user.id, { device: 'jest', ip: '127.0.0.1' }, now);
      const { saveSession, sessionFromUpstream } = await import('@/bff/session/session');
      const headers = new Map<string, unknown>();
      const res = {
        getHeader: (name: string) => headers.get(name.toLowerCase()),
        setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      } as unknown as ServerResponse;
      const data = sessionFromUpstream({
        token: issued.token,
        token_type: 'Bearer',
        refresh_token: issued.refreshToken,
        expires_at: new Date(now.getTime() + config.accessTokenTtlMs).toISOString(),
        user: { id: user.id },
      });
      await saveSession({ headers: {}, socket: {} } as IncomingMessage, res, data);
      const [pair = ''] = String((headers.get('set-cookie') as string[])[0]).split(';');
      const at = pair.indexOf('=');
      target.jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
    async stop() {
      await browser.stop();
      await upstream.close();
    },
  };
}

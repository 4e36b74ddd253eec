import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { hashPassword } from '../../upstream/accounts/passwords';
import { seedCommerce } from '../../upstream/db/seed/commerce';
import { makeUser, type TestUser } from '../upstream/helpers/commerce';
import { createTestApp, testConfig, testDatabases, type TestApp } from '../upstream/helpers/test-db';
import { bffTestEnv, captureLogs, TestBrowser } from './helpers';

export const PASSWORD = 'hostile-input-password-1';

/** A signed-in user of the real stack: the upstream token for direct calls, the email for the BFF. */
export interface StackUser extends TestUser {
  email: string;
}

export interface RealStack {
  upstream: TestApp;
  /** What the upstream logged at error level: the cause behind a 500, for a failure message. */
  upstreamErrors: unknown[];
  browser: TestBrowser;
  logs: ReturnType<typeof captureLogs>;
  /** Creates a user with `balance` minor units and a password the BFF's login accepts. */
  makeUser(balance: number): Promise<StackUser>;
  /** Signs `browser` in through the BFF's POST /api/login; throws unless the answer is 200. */
  signIn(browser: TestBrowser, user: StackUser): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The BFF's real handlers in front of the real reference upstream (commerce seed, PGlite in
 * memory) listening on loopback: no scripted answers, so what the browser gets is what the
 * two layers really do with a request. Call once per file (beforeAll).
 */
export async function startRealStack(): Promise<RealStack> {
  const upstreamErrors: unknown[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => void upstreamErrors.push(JSON.parse(line)) });
  const config = testConfig();
  const [pglite] = testDatabases();
  const upstream = await createTestApp(pglite!, { config, log });
  await seedCommerce(upstream.db);
  await upstream.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = upstream.app.server.address() as AddressInfo;
  // The fuzz sends thousands of requests: one attempt's deadline is half of this.
  bffTestEnv(`http://127.0.0.1:${port}`, { UPSTREAM_TIMEOUT_MS: '10000', LOG_LEVEL: 'warn' });

  const { bffHandler } = await import('@/bff/proxy/dispatch');
  const { setBffLogger } = await import('@/bff/observability/logger');
  const logs = captureLogs();
  setBffLogger(logs.logger);
  const browser = new TestBrowser(bffHandler);
  await browser.start();

  return {
    upstream,
    upstreamErrors,
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
    async stop() {
      await browser.stop();
      await upstream.close();
    },
  };
}

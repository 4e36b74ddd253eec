import { createTestApp, type TestApp, type TestDatabase } from './test-db';
import { totpNow } from './totp';
import { testClock, type TestClock } from './commerce';
import { call } from './http';

export interface SignedUp {
  token: string;
  refresh_token: string;
  user: { id: number; key: string; email: string };
}

/** The newest code mailed to `email`, read through the development outbox endpoint. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const res = await call(t.app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  // The newest mail with a code: an alert (a new sign-in) may have come after it.
  const code = (res.body.data as { code: string | null }[]).find((m) => m.code)?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** Registers, verifies through the outbox and returns a signed-in session. */
export async function signUp(
  t: TestApp,
  email: string,
  password = 'correct-horse-1',
  headers: Record<string, string> = {},
): Promise<SignedUp> {
  const reg = await call(t.app, 'POST', '/api/register', {
    body: { email, password, password_confirmation: password },
    headers,
  });
  expect(reg.status).toBe(200);
  const verified = await call(t.app, 'POST', '/api/verify-email', {
    body: { email, code: await latestCode(t, email) },
    headers,
  });
  expect(verified.status).toBe(200);
  return verified.body as SignedUp;
}

/**
 * The app of a describe block, on a clock its tests move (to end a throttle's window): made
 * before the block's tests and closed after them, so read `t` inside tests only.
 */
export function appOnTestClock(database: TestDatabase): { clock: TestClock; readonly t: TestApp } {
  const clock = testClock();
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(database, { now: clock.now });
  }, 120_000);
  afterAll(() => t?.close());
  return {
    clock,
    get t() {
      return t!;
    },
  };
}

export interface TwoFactorOn {
  secret: string;
  recoveryCodes: string[];
  /** enable's answer (the QR code, the otpauth URL). */
  setup: Record<string, unknown>;
}

/**
 * Turns two-factor on for a signed-in account as the settings page does: enable, then confirm
 * with the app's code of `at` (by default the previous time step, which leaves the current one
 * unspent for the test's own use) and the code enable mailed to the account.
 *
 * The default `at` is taken just before the confirm: taken before the enable, on a real clock
 * a step boundary could pass meanwhile, leaving the code two steps old and refused.
 */
export async function turnOnTwoFactor(
  t: TestApp,
  s: { token: string; user: { email: string } },
  at?: number,
): Promise<TwoFactorOn> {
  const setup = await call(t.app, 'POST', '/api/user/2fa/enable', { token: s.token });
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const emailCode = await latestCode(t, s.user.email);
  const code = totpNow(secret, at ?? t.ctx.now().getTime() - 30_000);
  const on = await call(t.app, 'POST', '/api/user/2fa/confirm', {
    token: s.token,
    body: { code, email_code: emailCode },
  });
  expect(on.status).toBe(200);
  return { secret, recoveryCodes: on.body.recovery_codes as string[], setup: setup.body };
}

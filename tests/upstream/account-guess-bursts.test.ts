import { totpNow } from './helpers/totp';
import { testDatabases } from './helpers/test-db';
import { call } from './helpers/http';
import { appOnTestClock, signUp, turnOnTwoFactor } from './helpers/accounts';

/**
 * Guesses sent all at once get no further than guesses sent one by one: each is counted before
 * it is checked (failure-counter.ts), so a burst of a thousand sign-ins or authenticator codes
 * still tries five.
 */
const BURST = 15;

describe.each(testDatabases())('bursts of guesses on $name', (database) => {
  const stack = appOnTestClock(database);
  const tally = (answers: { status: number; body: Record<string, unknown> }[]) =>
    answers.reduce<Record<string, number>>((seen, a) => {
      const key = `${a.status} ${String(a.body.code)}`;
      return { ...seen, [key]: (seen[key] ?? 0) + 1 };
    }, {});

  it('tries five of the passwords sent at once for one account from one client', async () => {
    const email = 'burst.login@example.test';
    await signUp(stack.t, email);
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        call(stack.t.app, 'POST', '/api/login', { body: { email, password: `wrong-horse-${i}` }, headers }),
      ),
    );
    expect(tally(answers)).toEqual({ '422 INVALID_CREDENTIALS': 5, '429 RATE_LIMITED': BURST - 5 });
    // The right password waits for the window like any other.
    const right = await call(stack.t.app, 'POST', '/api/login', {
      body: { email, password: 'correct-horse-1' },
      headers,
    });
    expect(right.status).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const email = 'rotating.v6@example.test';
    await signUp(stack.t, email);
    const from = (i: number) => ({ 'x-forwarded-for': `2001:db8:77:1::${(i + 1).toString(16)}` });
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(
        await call(stack.t.app, 'POST', '/api/login', { body: { email, password: 'nope-nope-1' }, headers: from(i) }),
      );
    expect(tally(answers)).toEqual({ '422 INVALID_CREDENTIALS': 5, '429 RATE_LIMITED': 1 });
    // Another network is another client.
    const elsewhere = await call(stack.t.app, 'POST', '/api/login', {
      body: { email, password: 'correct-horse-1' },
      headers: { 'x-forwarded-for': '2001:db8:77:2::1' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('tries five of the authenticator codes sent at once to turn two-factor off', async () => {
    const s = await signUp(stack.t, 'burst.totp@example.test');
    const { secret } = await turnOnTwoFactor(stack.t, s);
    const right = totpNow(secret, stack.clock.now().getTime());
    const wrong = Array.from({ length: BURST }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      wrong.map((code) => call(stack.t.app, 'POST', '/api/user/2fa/disable', { token: s.token, body: { code } })),
    );
    expect(tally(answers)).toEqual({ '422 INVALID_CODE': 5, '429 RATE_LIMITED': BURST - 5 });
  });
});

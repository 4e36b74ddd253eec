import { testDatabases } from './helpers/test-db';
import { call } from './helpers/http';
import { appOnTestClock, latestCode, signUp } from './helpers/accounts';
import { pruneEmailCodes } from '../../upstream/accounts/email-codes';

/**
 * Emailed codes (password reset, address verification) are guessed by people who do not hold
 * the mailbox. Their failures close the path for their own client, never for the owner on
 * another; many clients together meet a ceiling per address; and an address without an
 * account answers exactly as one with, so the refusals tell nobody which addresses have one.
 */
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
const WINDOW = 15 * 60_000;

describe.each(testDatabases())('guessing emailed codes on $name', (database) => {
  const stack = appOnTestClock(database);

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const attacker = from('198.51.100.66');
  const owner = from('203.0.113.5');
  const reset = (email: string, token: string, headers: Record<string, string>) =>
    call(stack.t.app, 'POST', '/api/reset-password', {
      body: { email, token, password: 'new-horse-22', password_confirmation: 'new-horse-22' },
      headers,
    });
  const verify = (email: string, code: string, headers: Record<string, string>) =>
    call(stack.t.app, 'POST', '/api/verify-email', { body: { email, code }, headers });
  const paths = { 'reset-password': reset, 'verify-email': verify };
  /** Status and code of each answer: what a guesser can tell apart. */
  const answers = async (guess: () => Promise<{ status: number; body: Record<string, unknown> }>, n: number) => {
    const seen: [number, unknown][] = [];
    for (let i = 0; i < n; i += 1) {
      const res = await guess();
      seen.push([res.status, res.body.code]);
    }
    return seen;
  };
  const fiveWrongThenLocked = [...Array.from({ length: 5 }, () => [422, 'INVALID_CODE']), [429, 'RATE_LIMITED']];

  it("never locks the owner out of a password reset through another client's wrong codes", async () => {
    const email = 'reset.owner@example.test';
    await signUp(stack.t, email);
    await call(stack.t.app, 'POST', '/api/forgot-password', { body: { email }, headers: owner });
    const first = await latestCode(stack.t, email);
    expect(await answers(() => reset(email, wrongOf(first), attacker), 6)).toEqual(fiveWrongThenLocked);
    const locked = await reset(email, first, attacker);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Five wrong guesses, from anyone, void the code itself (a code is never guessed more than
    // five times): the owner asks for another, which the attacker's lock does not touch.
    expect((await reset(email, first, owner)).body.code).toBe('INVALID_CODE');
    await call(stack.t.app, 'POST', '/api/forgot-password', { body: { email }, headers: owner });
    const second = await latestCode(stack.t, email);
    expect((await reset(email, second, owner)).status).toBe(200);
  });

  it("never locks the owner out of verifying the address through another client's wrong codes", async () => {
    const email = 'verify.owner@example.test';
    await call(stack.t.app, 'POST', '/api/register', {
      body: { email, password: 'pass-word-9', password_confirmation: 'pass-word-9' },
      headers: owner,
    });
    const first = await latestCode(stack.t, email);
    expect(await answers(() => verify(email, wrongOf(first), attacker), 6)).toEqual(fiveWrongThenLocked);
    await call(stack.t.app, 'POST', '/api/verify-email/resend', { body: { email }, headers: owner });
    const ok = await verify(email, await latestCode(stack.t, email), owner);
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ email, email_verified: true });
  });

  it('answers wrong codes for an address without an account as for one with, on both paths', async () => {
    await signUp(stack.t, 'has.account@example.test');
    for (const [path, guess] of Object.entries(paths)) {
      const client = from('192.0.2.44');
      const known = await answers(() => guess('has.account@example.test', '000000', client), 6);
      const unknown = await answers(() => guess('no.account@example.test', '000000', client), 6);
      expect({ path, answers: unknown }).toEqual({ path, answers: known });
      expect({ path, answers: known }).toEqual({ path, answers: fiveWrongThenLocked });
    }
  });

  it('closes an address to every client after 50 wrong codes in 15 minutes, with or without an account', async () => {
    await signUp(stack.t, 'many.clients@example.test');
    for (const email of ['many.clients@example.test', 'nobody.many@example.test']) {
      for (const [path, guess] of Object.entries(paths)) {
        // 50 clients, one wrong code each: none of them is locked by the others …
        const spread = [];
        for (let i = 0; i < 50; i += 1) spread.push((await guess(email, '000000', from(`10.1.0.${i}`))).status);
        expect({ email, path, spread }).toEqual({ email, path, spread: Array(50).fill(422) });
        // … but the address is, for the next client too, until its window ends.
        const closed = await guess(email, '000000', from('10.1.1.1'));
        expect({ email, path, status: closed.status, code: closed.body.code }).toEqual({
          email,
          path,
          status: 429,
          code: 'RATE_LIMITED',
        });
        expect(Number(closed.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    stack.clock.advance(WINDOW);
    expect((await reset('many.clients@example.test', '000000', from('10.1.1.2'))).status).toBe(422);
  });

  it('asks for a code for an address without an account with the same work as for one with, and mails only the account', async () => {
    const known = 'same.work@example.test';
    const unknown = 'same.work.nobody@example.test';
    await signUp(stack.t, known);
    const stored = async (email: string) =>
      (await stack.t.db.selectFrom('email_codes').select('id').where('email', '=', email).execute()).length;
    const mailed = async (email: string) =>
      ((await call(stack.t.app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`)).body.data as unknown[])
        .length;
    const before = { known: await stored(known), unknown: await stored(unknown), mails: await mailed(known) };
    // A verified account needs no verification code either: stored like the others, mailed to nobody.
    for (const path of ['/api/forgot-password', '/api/verify-email/resend'])
      for (const email of [known, unknown])
        expect((await call(stack.t.app, 'POST', path, { body: { email } })).status).toBe(200);
    expect({ known: await stored(known), unknown: await stored(unknown) }).toEqual({
      known: before.known + 2,
      unknown: before.unknown + 2,
    });
    expect(await mailed(known)).toBe(before.mails + 1);
    expect(await mailed(unknown)).toBe(0);

    // The expiry sweeper forgets them a day after they expire (30 minutes after they were sent).
    await pruneEmailCodes(stack.t.db, new Date(stack.clock.now().getTime() + 24 * 60 * 60_000));
    expect(await stored(unknown)).toBe(2);
    await pruneEmailCodes(stack.t.db, new Date(stack.clock.now().getTime() + 25 * 60 * 60_000));
    expect(await stored(unknown)).toBe(0);
  });
});

import { totpNow } from './helpers/totp';
import { testDatabases } from './helpers/test-db';
import { call } from './helpers/http';
import { appOnTestClock, latestCode, signUp, turnOnTwoFactor } from './helpers/accounts';

/**
 * Password guesses spread over many networks, each under its own per-client limit: past ten
 * wrong passwords in an hour for one account, signing in to it also takes a code mailed to the
 * account (accounts/sign-in-code.ts), and the answer never tells whether a password was right.
 */
describe.each(testDatabases())('the mailbox step of signing in on $name', (database) => {
  const stack = appOnTestClock(database);
  const PASSWORD = 'correct-horse-1';
  let network = 0;
  /** A client no earlier request came from: the per-client limits never meet these guesses. */
  const freshClient = () => {
    network += 1;
    return { 'x-forwarded-for': `203.0.${Math.floor(network / 250)}.${(network % 250) + 1}` };
  };
  const login = (body: Record<string, unknown>, headers = freshClient()) =>
    call(stack.t.app, 'POST', '/api/login', { body, headers });
  const mails = async (email: string) =>
    stack.t.db
      .selectFrom('email_outbox')
      .select(['subject', 'code'])
      .where('email', '=', email)
      .orderBy('id')
      .execute();
  /** Ten wrong passwords, one from each of ten networks. */
  const guessTenTimes = async (email: string) => {
    for (let i = 0; i < 10; i += 1) {
      const wrong = await login({ email, password: `guess-${i}-horse` });
      expect([wrong.status, wrong.body.code]).toEqual([422, 'INVALID_CREDENTIALS']);
    }
  };

  it('asks the right and a wrong password alike for the mailed code, and signs in with both', async () => {
    const email = 'spread.guesses@example.test';
    await signUp(stack.t, email);
    await guessTenTimes(email);
    const before = (await mails(email)).length;

    const right = await login({ email, password: PASSWORD });
    const wrong = await login({ email, password: 'guess-11-horse' });
    for (const answer of [right, wrong])
      expect(answer).toMatchObject({ status: 422, body: { code: 'EMAIL_CODE_REQUIRED', action: 'need-email-code' } });
    expect(right.body.message).toBe(wrong.body.message.replace('already ', ''));
    const mailed = (await mails(email)).slice(before);
    expect(mailed).toHaveLength(2);
    expect(mailed[0]!.subject).toBe('Your code to sign in to Codeport');
    const code = await latestCode(stack.t, email);

    // A wrong code is refused on its field, before the password is looked at.
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await login({ email, password: PASSWORD, email_code: wrongCode });
    expect(refused).toMatchObject({ status: 422, body: { code: 'INVALID_CODE', action: 'need-email-code' } });
    expect(refused.body.errors).toEqual({ email_code: ['The code is invalid or has expired.'] });
    // A wrong password with the right code does not spend the code.
    const mistyped = await login({ email, password: 'guess-12-horse', email_code: code });
    expect([mistyped.status, mistyped.body.code]).toEqual([422, 'INVALID_CREDENTIALS']);
    const signedIn = await login({ email, password: PASSWORD, email_code: code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    // Spent: it signs in once.
    const again = await login({ email, password: PASSWORD, email_code: code });
    expect([again.status, again.body.code]).toEqual([422, 'INVALID_CODE']);

    // The step lasts the hour the first wrong password opened, then the password alone will do.
    stack.clock.advance(60 * 60_000);
    expect((await login({ email, password: PASSWORD })).status).toBe(200);
  });

  it('answers an address without an account the same way, and mails nothing', async () => {
    const email = 'nobody.here@example.test';
    await guessTenTimes(email);
    const asked = await login({ email, password: PASSWORD });
    expect(asked).toMatchObject({ status: 422, body: { code: 'EMAIL_CODE_REQUIRED', action: 'need-email-code' } });
    expect(await mails(email)).toEqual([]);
    const guessed = await login({ email, password: PASSWORD, email_code: '123456' });
    expect(guessed).toMatchObject({ status: 422, body: { code: 'INVALID_CODE', action: 'need-email-code' } });
  });

  it('checks ten of the passwords sent at once from many networks, and asks the rest for the code', async () => {
    const email = 'burst.networks@example.test';
    await signUp(stack.t, email);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login({ email, password: `burst-${i}-horse` })),
    );
    const codes = answers.map((a) => `${a.status} ${String(a.body.code)}`);
    expect(codes.filter((c) => c === '422 INVALID_CREDENTIALS')).toHaveLength(10);
    expect(codes.filter((c) => c === '422 EMAIL_CODE_REQUIRED')).toHaveLength(15);
  });

  it('keeps the mailed code through the authenticator step', async () => {
    const email = 'mailbox.and.app@example.test';
    const s = await signUp(stack.t, email);
    const { secret } = await turnOnTwoFactor(stack.t, s);
    await guessTenTimes(email);
    // The app's code is no substitute for the mailbox's.
    const otp = totpNow(secret, stack.clock.now().getTime());
    const appOnly = await login({ email, password: PASSWORD, one_time_password: otp });
    expect(appOnly).toMatchObject({ status: 422, body: { code: 'EMAIL_CODE_REQUIRED' } });
    const code = await latestCode(stack.t, email);
    const client = freshClient();
    const needApp = await login({ email, password: PASSWORD, email_code: code }, client);
    expect(needApp).toMatchObject({ status: 422, body: { code: 'TWO_FACTOR_REQUIRED', action: 'need-2fa-code' } });
    const signedIn = await login({ email, password: PASSWORD, email_code: code, one_time_password: otp }, client);
    expect(signedIn.status).toBe(200);
  });
});

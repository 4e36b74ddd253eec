import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { totpNow } from './helpers/totp';
import { signUp, turnOnTwoFactor } from './helpers/accounts';
import { deviceFamily } from '../../upstream/accounts/device-info';
import { ALERTS_AN_HOUR } from '../../upstream/accounts/new-sign-in-alert';

const CHROME_131 =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_132 = CHROME_131.replace('131.0.0.0', '132.0.0.0');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('device families', () => {
  it('an update is the same device; another browser, system or kind is not', () => {
    expect(deviceFamily(CHROME_132)).toBe(deviceFamily(CHROME_131));
    expect(deviceFamily(IPHONE)).not.toBe(deviceFamily(CHROME_131));
    expect(deviceFamily(CHROME_131.replace('X11; Linux x86_64', 'Windows NT 10.0; Win64; x64'))).not.toBe(
      deviceFamily(CHROME_131),
    );
    // A script's agent is its own family, whole.
    expect(deviceFamily('python-requests/2.31')).toBe('python-requests/2.31');
  });
});

describe.each(testDatabases())('a sign-in from a new device on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const signIn = (email: string, agent: string) =>
    call(t.app, 'POST', '/api/login', {
      body: { email, password: 'correct-horse-1' },
      headers: { 'user-agent': agent },
    });
  const notices = async (token: string) =>
    (await call(t.app, 'GET', '/api/notifications', { token })).body.data as {
      title: string;
      body: string;
      link: string;
    }[];
  const mails = async (email: string) =>
    (
      (await call(t.app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`)).body.data as {
        subject: string;
        body: string;
        code: string | null;
      }[]
    ).filter((m) => m.code === null);

  it('tells the owner in the app and by email, once a device; the first session and updates say nothing', async () => {
    const email = 'new-device@example.test';
    const first = await signUp(t, email, 'correct-horse-1', { 'user-agent': CHROME_131 });
    expect(await notices(first.token)).toEqual([]);
    // The same computer after a browser update: no alert.
    const updated = await signIn(email, CHROME_132);
    expect(updated.status).toBe(200);
    expect(await notices(updated.body.token)).toEqual([]);
    expect(await mails(email)).toEqual([]);

    const phone = await signIn(email, IPHONE);
    expect(phone.status).toBe(200);
    const [notice, ...rest] = await notices(phone.body.token);
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      title: 'New sign-in to your account',
      body: expect.stringMatching(/^Mobile Safari 17, Apple iPhone, iOS 17\.5 · IP 127\.0\.0\.1\. If it was not you/),
      link: '/settings/sessions',
    });
    const [mail] = await mails(email);
    expect(mail?.subject).toBe('New sign-in to your Codeport account');
    expect(mail?.body).toContain('from Mobile Safari 17, Apple iPhone, iOS 17.5, IP 127.0.0.1');
    expect(mail?.body).toContain(`${t.ctx.config.webOrigin}/settings/sessions`);

    // Seen now: the phone's next sign-in says nothing more.
    const again = await signIn(email, IPHONE);
    expect(await notices(again.body.token)).toHaveLength(1);
    expect(await mails(email)).toHaveLength(1);
  });

  it('in the language the owner uses the site in', async () => {
    const email = 'neues-geraet@example.test';
    await signUp(t, email, 'correct-horse-1', { 'user-agent': CHROME_131, locale: 'de' });
    const phone = await signIn(email, IPHONE);
    expect((await notices(phone.body.token))[0]?.title).toBe('Neue Anmeldung bei Ihrem Konto');
    const [mail] = await mails(email);
    expect(mail?.subject).toBe('Neue Anmeldung bei Ihrem Codeport-Konto');
    expect(mail?.body).toContain(`${t.ctx.config.webOrigin}/de/settings/sessions`);
  });

  it('mails the owner when a session issues a new API key, which outlives sessions and passwords', async () => {
    const email = 'key.owner@example.test';
    const s = await signUp(t, email, 'correct-horse-1', { locale: 'de' });
    const before = (await mails(email)).length;
    const issued = await call(t.app, 'POST', '/api/user/api-key', { token: s.token });
    expect(issued.status).toBe(200);
    const all = await mails(email);
    expect(all).toHaveLength(before + 1);
    expect(all[0]?.subject).toBe('Ein neuer Codeport-API-Schlüssel wurde ausgestellt');
    expect(all[0]?.body).toContain(`${t.ctx.config.webOrigin}/de/settings/api?regenerate=1`);
  });

  it('mails the owner when a session changes the password or turns two-factor off', async () => {
    const email = 'guarded@example.test';
    const s = await signUp(t, email, 'correct-horse-1', { locale: 'fr' });
    const changed = await call(t.app, 'PUT', '/api/user/password', {
      token: s.token,
      body: {
        current_password: 'correct-horse-1',
        password: 'correct-horse-2',
        password_confirmation: 'correct-horse-2',
      },
    });
    expect(changed.status).toBe(200);
    const [password] = await mails(email);
    expect(password?.subject).toBe('Votre mot de passe Codeport a été modifié');
    expect(password?.body).toMatch(
      /^Votre mot de passe Codeport a été modifié dans les Paramètres le \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\)/,
    );
    expect(password?.body).toContain(`${t.ctx.config.webOrigin}/fr?login=1`);

    // Turning it on takes a code mailed to the owner, which also warns them when it was not them.
    const { secret } = await turnOnTwoFactor(t, s);
    const outbox = await call(t.app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`);
    const [onCode] = outbox.body.data as { subject: string; body: string }[];
    expect(onCode?.subject).toBe("Votre code pour activer l'authentification à deux facteurs");
    expect(onCode?.body).toContain(`${t.ctx.config.webOrigin}/fr/settings/sessions`);
    expect(await mails(email)).toHaveLength(1);
    const off = await call(t.app, 'POST', '/api/user/2fa/disable', { token: s.token, body: { code: totpNow(secret) } });
    expect(off.status).toBe(200);
    const [twoFactor] = await mails(email);
    expect(twoFactor?.subject).toBe("L'authentification à deux facteurs a été désactivée");
    expect(twoFactor?.body).toContain(`${t.ctx.config.webOrigin}/fr/settings/security`);
  });

  it('says it at most three times an hour, however many new agents sign in', async () => {
    const email = 'many-agents@example.test';
    await signUp(t, email, 'correct-horse-1', { 'user-agent': CHROME_131 });
    const agents = ['Firefox/140.0', 'Edg/140.0', 'OPR/120.0', 'Vivaldi/7.0', 'YaBrowser/25.0'].map(
      (v) =>
        `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ${v}`,
    );
    let token = '';
    for (const agent of agents) {
      const res = await signIn(email, agent);
      expect(res.status).toBe(200);
      token = res.body.token as string;
    }
    expect(new Set(agents.map(deviceFamily)).size).toBe(agents.length);
    expect(await notices(token)).toHaveLength(ALERTS_AN_HOUR);
    expect(await mails(email)).toHaveLength(ALERTS_AN_HOUR);
  });
});

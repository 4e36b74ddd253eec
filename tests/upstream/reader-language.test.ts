import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';
import { latestCode, signUp } from './helpers/accounts';
import { signedHeaders } from '../../upstream/commerce/signed-request';

/**
 * Issue 16: payment-system names answer in the request's language; notifications and emails
 * reach a user in the language they last used the site in, which every signed-in request that
 * states its locale keeps up to date.
 */
describe.each(testDatabases())('the reader’s language on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const outbox = async (email: string) =>
    (await call(t.app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`)).body.data as {
      subject: string;
      body: string;
    }[];

  it('names payment systems in the request’s language, keeping brand names as they are', async () => {
    const u = await makeUser(t);
    const names = async (locale: string) => {
      const answer = (await call(t.app, 'GET', '/api/payments', { token: u.token, headers: { locale } })).body;
      return { card: answer.systems.card.name, sbp: answer.systems.sbp.name, btc: answer.systems.btc.name };
    };
    expect(await names('en')).toEqual({ card: 'Bank card', sbp: 'Faster Payments (SBP)', btc: 'Bitcoin' });
    expect(await names('de')).toEqual({ card: 'Bankkarte', sbp: 'Schnellzahlungssystem (SBP)', btc: 'Bitcoin' });
    expect(await names('ru')).toEqual({
      card: 'Банковская карта',
      sbp: 'Система быстрых платежей (СБП)',
      btc: 'Bitcoin',
    });

    const options = (
      await call(t.app, 'GET', '/api/payment-history-options', { token: u.token, headers: { locale: 'de' } })
    ).body.data as { key: string; name: string }[];
    expect(options.find((o) => o.key === 'card')?.name).toBe('Bankkarte');

    await call(t.app, 'POST', '/api/payments/top-up', { token: u.token, body: { system: 'card', amount: 500 } });
    const history = (await call(t.app, 'GET', '/api/payments-history', { token: u.token, headers: { locale: 'ru' } }))
      .body.history.data as { system: { name: string } }[];
    expect(history.map((p) => p.system.name)).toEqual(['Банковская карта']);
  });

  it('writes a notification in the language of the user’s last signed-in request', async () => {
    const u = await makeUser(t);
    // The user was last on /de: that page's read moves their language, so a later event reads German.
    expect(
      (await call(t.app, 'GET', '/api/user', { token: u.token, headers: { locale: 'de', 'page-view': '1' } })).status,
    ).toBe(200);
    // An idle tab elsewhere, in English, reads in the background: that moves nothing.
    await call(t.app, 'GET', '/api/user', { token: u.token, headers: { locale: 'en' } });
    await call(t.app, 'GET', '/api/notifications', { token: u.token, headers: { locale: 'en' } });
    const code = (
      await call(t.app, 'POST', '/api/payments/top-up', { token: u.token, body: { system: 'card', amount: 500 } })
    ).body.data;
    const raw = JSON.stringify({
      transaction_id: code.transaction_id,
      status: 'paid',
      amount: 500,
      external_id: 'gw-de',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: raw,
      headers: signedHeaders(t.ctx.config.paymentWebhookSecret, raw, t.ctx.now()),
    });
    // Read without a locale header: the stored language is what counts, not this request's.
    const [notice] = (await call(t.app, 'GET', '/api/notifications', { token: u.token })).body.data;
    expect(notice).toMatchObject({
      title: 'Guthaben aufgeladen',
      body: '$5,00 wurden Ihrem Guthaben gutgeschrieben. Guthaben: $5,00.',
    });
  });

  it('a change the user makes moves their language; a background read does not', async () => {
    const u = await makeUser(t);
    const stored = async () =>
      (await t.db.selectFrom('users').select('locale').where('id', '=', u.id).executeTakeFirstOrThrow()).locale;
    await call(t.app, 'GET', '/api/user', { token: u.token, headers: { locale: 'es', 'page-view': '1' } });
    expect(await stored()).toBe('es');
    await call(t.app, 'GET', '/api/user/active-numbers', { token: u.token, headers: { locale: 'fr' } });
    expect(await stored()).toBe('es');
    await call(t.app, 'POST', '/api/payments/top-up', {
      token: u.token,
      body: { system: 'card', amount: 500 },
      headers: { locale: 'fr' },
    });
    expect(await stored()).toBe('fr');
  });

  it('mails account codes in the language the user last used: German at sign-up, Russian after a /ru visit', async () => {
    const email = 'greta@example.test';
    const session = await signUp(t, email, 'correct-horse-1', { locale: 'de' });
    const [verify] = (await outbox(email)).slice(-1);
    expect(verify).toMatchObject({ subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Codeport' });
    expect(verify!.body).toMatch(/^Ihr Codeport-Bestätigungscode lautet \d{6}\. Er läuft in 30 Minuten ab\.$/);

    await call(t.app, 'GET', '/api/user', { token: session.token, headers: { locale: 'ru', 'page-view': '1' } });
    // A guest asks from an English page: the mail still goes in the owner's language.
    await call(t.app, 'POST', '/api/forgot-password', { body: { email }, headers: { locale: 'en' } });
    const [reset] = await outbox(email);
    expect(reset!.subject).toBe('Сброс пароля Codeport');
    expect(reset!.body).toContain('Ваш код для сброса пароля Codeport:');
    // The link opens the page in the mail's language, whatever the browser's.
    expect(reset!.body).toContain(`${t.ctx.config.webOrigin}/ru/check/reset-password?`);

    const token = await latestCode(t, email);
    const done = await call(t.app, 'POST', '/api/reset-password', {
      body: { email, token, password: 'new-horse-22', password_confirmation: 'new-horse-22' },
    });
    expect(done.status).toBe(200);
    const [changed] = await outbox(email);
    expect(changed!.subject).toBe('Пароль Codeport изменён');
    expect(changed!.body).toContain(`${t.ctx.config.webOrigin}/ru/settings/api?regenerate=1`);
  });
});

import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, offerOf, rentOffer, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf, deliverSms, handler } from './helpers/handler-api';
import { hashPassword } from '../../upstream/accounts/passwords';

const MIN = 60_000;

/**
 * Refusals a user meets in everyday use carry a code of their own, so the web shows them in
 * the user's language (src/lib/error-catalogue.ts); the upstream's message is English. Each
 * code here once travelled as VALIDATION_FAILED, CONFLICT or the wrong ALREADY_FINISHED, whose
 * English text the web had to show as it came.
 */
describe.each(testDatabases())('refusal codes on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('CODE_RECEIVED: an activation whose code arrived is not cancelled (BAD_STATUS in the handler API)', async () => {
    const u = await makeUser(t, 100_000);
    const o = await offerOf(t.db, 'telegram', 'de');
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId },
    });
    const { id, phone } = bought.body.activation as { id: number; phone: string };
    await deliverSms(t.app, t.ctx, { phone, from: 'Telegram', text: 'Telegram code: 58213' });
    t.clock.advance(3 * MIN);
    const refused = await call(t.app, 'POST', `/api/activation/${id}/cancel`, { token: u.token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CODE_RECEIVED');
    const key = await apiKeyOf(t.db, u.id);
    expect((await handler(t.app, { action: 'setStatus', api_key: key, id, status: 8 })).text).toBe('BAD_STATUS');
  });

  it('NO_CODE_YET and RETRY_NOT_YET: finishing, or asking for another code, before any code arrived', async () => {
    const u = await makeUser(t, 100_000);
    const o = await offerOf(t.db, 'telegram', 'de');
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId },
    });
    const { id } = bought.body.activation as { id: number };
    const finished = await call(t.app, 'POST', `/api/activation/${id}/finish`, { token: u.token });
    expect([finished.status, finished.body.code]).toEqual([409, 'NO_CODE_YET']);
    const retried = await call(t.app, 'POST', `/api/activation/${id}/retry`, { token: u.token });
    expect([retried.status, retried.body.code]).toEqual([409, 'RETRY_NOT_YET']);
  });

  it('NO_SUCH_ITEM: a favourite for a service or country the catalogue does not hold', async () => {
    const u = await makeUser(t);
    for (const [scope, type] of [
      ['activation', 'service'],
      ['rent', 'country'],
    ] as const) {
      const refused = await call(t.app, 'POST', `/api/${scope}/add-to-favorite`, {
        token: u.token,
        body: { id: 999_999, type },
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'NO_SUCH_ITEM', errors: { id: [expect.any(String)] } });
    }
  });

  it('RENT_NOT_REFUNDABLE: a rental after its first SMS, and another after its refund window', async () => {
    const u = await makeUser(t, 100_000);
    const o = await offerOf(t.db, 'whatsapp', 'de');
    const rent = async () => (await rentOffer(t, u.token, o)).body.rent as { id: number; phone: string };
    const withSms = await rent();
    const quiet = await rent();
    await deliverSms(t.app, t.ctx, { phone: withSms.phone, from: 'WhatsApp', text: 'Your WhatsApp code: 111-222' });
    const afterSms = await call(t.app, 'POST', `/api/rent/${withSms.id}/cancel`, { token: u.token });
    expect([afterSms.status, afterSms.body.code]).toEqual([409, 'RENT_NOT_REFUNDABLE']);
    t.clock.advance(21 * MIN);
    const afterWindow = await call(t.app, 'POST', `/api/rent/${quiet.id}/cancel`, { token: u.token });
    expect([afterWindow.status, afterWindow.body.code]).toEqual([409, 'RENT_NOT_REFUNDABLE']);
  });

  it('EMAIL_TAKEN: registering an address that has an account', async () => {
    const body = { email: 'taken@example.test', password: 'long-enough-1', password_confirmation: 'long-enough-1' };
    expect((await call(t.app, 'POST', '/api/register', { body })).status).toBeLessThan(300);
    const again = await call(t.app, 'POST', '/api/register', { body });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 'EMAIL_TAKEN', errors: { email: [expect.any(String)] } });
  });

  it('WRONG_PASSWORD: changing the password with a wrong current one', async () => {
    const u = await makeUser(t);
    const hash = await hashPassword('the-real-one-1', t.ctx.config.argon2);
    await t.db.updateTable('users').set({ password_hash: hash }).where('id', '=', u.id).execute();
    const body = { current_password: 'not-it', password: 'a-new-one-12', password_confirmation: 'a-new-one-12' };
    const refused = await call(t.app, 'PUT', '/api/user/password', { token: u.token, body });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'WRONG_PASSWORD', errors: { current_password: [expect.any(String)] } });
  });
});

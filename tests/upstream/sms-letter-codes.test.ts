import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { receiveSms } from '../../upstream/commerce/sms-intake';

const MIN = 60_000;

/**
 * A code of letters and digits ("Steam Guard code is: 7XK2P") is a code: the purchase is paid
 * for, as with a digit code. Before, the extractor saw none, so the buyer read the code in the
 * message and still cancelled for a full refund.
 */
describe.each(testDatabases())('an SMS whose code mixes letters and digits on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it.each([
    ['Your Steam Guard code is: 7XK2P', '7XK2P'],
    ['Your verification code is A1B2C3', 'A1B2C3'],
  ])('"%s" is the code %s: no refund on cancel', async (text, code) => {
    const o = await offerOf(t.db, 'whatsapp', 'gb');
    const { name } = await t.db
      .selectFrom('services')
      .select('name')
      .where('id', '=', o.serviceId)
      .executeTakeFirstOrThrow();
    const u = await makeUser(t, 100_000);
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId },
    });
    expect(bought.status).toBe(201);
    const { id, phone, price } = bought.body.activation as { id: number; phone: string; price: number };
    t.clock.advance(3 * MIN);
    const sms = await receiveSms(t.ctx, { phone, from: name, text });
    expect(sms).toMatchObject({ target: { type: 'activation', id }, code });
    const cancel = await call(t.app, 'POST', `/api/activation/${id}/cancel`, { token: u.token });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('CODE_RECEIVED');
    expect((await balanceAndLedger(t.db, u.id)).balance).toBe(100_000 - price);
    const status = await t.db.selectFrom('activations').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(status.status).toBe('code_received');
  });
});

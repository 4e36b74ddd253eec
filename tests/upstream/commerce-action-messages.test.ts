import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';

const MIN = 60_000;

describe.each(testDatabases())('action confirmations in the reader language on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('buy and cancel confirm in the locale header; a replayed buy carries no message', async () => {
    const o = await offerOf(t.db, 'whatsapp', 'de');
    const u = await makeUser(t, 100_000);
    const body = { service_id: o.serviceId, country_id: o.countryId, idempotency_key: 'replay-key-0001' };
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body,
      headers: { locale: 'ru' },
    });
    expect(bought.status).toBe(201);
    expect(bought.body.message).toBe('Номер куплен');
    const replay = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body,
      headers: { locale: 'ru' },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.message).toBeUndefined();

    t.clock.advance(3 * MIN);
    const id = bought.body.activation.id as number;
    const cancelled = await call(t.app, 'POST', `/api/activation/${id}/cancel`, {
      token: u.token,
      headers: { locale: 'de' },
    });
    expect(cancelled.body).toMatchObject({ status: true, message: 'Aktivierung storniert, der Preis wird erstattet' });
  });

  it('rent, extend and finish confirm too; without a locale, in English', async () => {
    const o = await offerOf(t.db, 'telegram', 'de');
    const u = await makeUser(t, 1_000_000);
    const rented = await call(t.app, 'POST', '/api/rent/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId, period: 4 },
      headers: { locale: 'fr' },
    });
    expect(rented.body.message).toBe('Numéro loué');
    const id = rented.body.rent.id as number;
    const extended = await call(t.app, 'POST', `/api/rent/${id}/extend`, {
      token: u.token,
      body: { period: 4 },
      headers: { locale: 'es' },
    });
    expect(extended.body.message).toBe('Alquiler prolongado');
    const finished = await call(t.app, 'POST', `/api/rent/${id}/finish`, { token: u.token });
    expect(finished.body).toMatchObject({ status: true, message: 'Rental finished' });
  });
});

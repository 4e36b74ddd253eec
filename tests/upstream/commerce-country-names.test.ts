import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { signedHeaders } from '../../upstream/commerce/signed-request';
import { countryName, matchesSearch, nameOrder } from '../../upstream/commerce/country-names';

describe('country names in the reader’s language', () => {
  it('come from CLDR for every language but English, which keeps the catalogue’s name', () => {
    expect(countryName('de', 'Germany', 'es')).toBe('Alemania');
    expect(countryName('de', 'Germany', 'ru')).toBe('Германия');
    expect(countryName('us', 'United States', 'fr')).toBe('États-Unis');
    expect(countryName('us', 'USA (catalogue)', 'en')).toBe('USA (catalogue)');
    // A code CLDR does not know keeps the catalogue's name instead of showing the code.
    expect(countryName('zz', 'Somewhere', 'de')).toBe('Somewhere');
    expect(countryName('not-a-code', 'Somewhere', 'de')).toBe('Somewhere');
  });

  it('are found by every word, without regard to case or accents, in any of the names', () => {
    expect(matchesSearch('mexico', ['México', 'Mexico'])).toBe(true);
    expect(matchesSearch('ESTADOS un', ['Estados Unidos', 'United States'])).toBe(true);
    expect(matchesSearch('united', ['Estados Unidos', 'United States'])).toBe(true);
    expect(matchesSearch('unidos reino', ['Estados Unidos', 'United States'])).toBe(false);
    expect(matchesSearch('  ', ['Anything'])).toBe(true);
    expect(matchesSearch(undefined, ['Anything'])).toBe(true);
  });

  it('sort as readers of that language expect', () => {
    expect(['Zypern', 'Österreich', 'Oman'].sort(nameOrder('de'))).toEqual(['Oman', 'Österreich', 'Zypern']);
  });
});

describe.each(testDatabases())('localised country names on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const names = (body: Record<string, unknown>) => (body.countries as { name: string }[]).map((c) => c.name);

  it('names, sorts and searches the country lists in the request’s language', async () => {
    const es = await call(t.app, 'GET', '/api/countries?sort=name&load=10', { headers: { locale: 'es' } });
    expect(es.status).toBe(200);
    expect(names(es.body)).toContain('Alemania');
    expect(names(es.body)).not.toContain('Germany');
    expect(names(es.body)).toEqual([...names(es.body)].sort(nameOrder('es')));

    const found = await call(t.app, 'GET', `/api/countries?search=${encodeURIComponent('alemania')}`, {
      headers: { locale: 'es' },
    });
    expect(names(found.body)).toEqual(['Alemania']);
    // The English name still finds it, and accents are not needed.
    const english = await call(t.app, 'GET', '/api/rent-countries?search=germany', { headers: { locale: 'es' } });
    expect(names(english.body)).toEqual(['Alemania']);
    const plain = await call(t.app, 'GET', '/api/countries?search=mexico', { headers: { locale: 'es' } });
    expect(names(plain.body)).toEqual(['México']);
    expect(plain.body.count).toBe(1);

    const en = await call(t.app, 'GET', '/api/countries?search=alemania');
    expect(en.body.countries).toEqual([]);
  });

  it('names the documentation’s country list in the request’s language, searchable by code too', async () => {
    const de = await call(t.app, 'GET', '/api/docs/countries?search=es', { headers: { locale: 'de' } });
    expect(de.status).toBe(200);
    const byIso = Object.fromEntries(de.body.data.map((c: { iso: string; name: string }) => [c.iso, c.name]));
    expect(byIso.es).toBe('Spanien');
    expect(de.body.data[0]).not.toHaveProperty('english');
  });

  it("names a user's numbers, purchase answers and code events in the language they last used", async () => {
    const u = await makeUser(t, 1_000_000);
    const o = await offerOf(t.db, 'telegram', 'de');
    const body = { service_id: o.serviceId, country_id: o.countryId };
    const fr = { locale: 'fr' };

    const bought = await call(t.app, 'POST', '/api/activation/buy', { token: u.token, body, headers: fr });
    expect(bought.status).toBe(201);
    expect(bought.body.activation.country.name).toBe('Allemagne');
    const list = await call(t.app, 'GET', '/api/user/active-numbers', { token: u.token, headers: fr });
    expect(list.body.numbers.data[0].country.name).toBe('Allemagne');

    // The SMS arrives outside any request of the user's: the event uses their last language.
    const raw = JSON.stringify({ phone: bought.body.activation.phone, from: 'Telegram', text: 'Telegram code 55312' });
    await t.app.inject({
      method: 'POST',
      url: '/api/sms/intake',
      payload: raw,
      headers: signedHeaders(t.ctx.config.smsIntakeSecret, raw, t.ctx.now()),
    });
    const event = t.published.find((p) => p.userId === u.id && p.event === 'Activation.NewCodeReceived');
    expect(event?.payload).toMatchObject({ activation: { country: { name: 'Allemagne' } } });

    // A scripted call with no language header leaves the user's language alone.
    await call(t.app, 'GET', '/api/user/active-numbers', { token: u.token });
    expect(
      (await t.db.selectFrom('users').select('locale').where('id', '=', u.id).executeTakeFirstOrThrow()).locale,
    ).toBe('fr');
    const rent = await call(t.app, 'POST', '/api/rent/buy', {
      token: u.token,
      body: { ...body, period: 24 },
      headers: { locale: 'ru' },
    });
    expect(rent.body.rent.country.name).toBe('Германия');
  });
});

import { createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf, handler } from './helpers/handler-api';
import { testDatabases } from './helpers/test-db';

/**
 * getNumber's phoneException (issue 18): comma-separated prefixes, with or without the country
 * code, that the chosen number must not start with.
 */
describe.each(testDatabases())('handler API phoneException on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  /** The United Kingdom's live numbers, as digits, grouped by the first digit after "447". */
  const ukGroups = async () => {
    const offer = await offerOf(t.db, 'whatsapp', 'gb');
    const rows = await t.db
      .selectFrom('phone_numbers')
      .select('phone')
      .where('country_id', '=', offer.countryId)
      .where('enabled', '=', true)
      .execute();
    const groups = new Map<string, number>();
    for (const r of rows) {
      const digit = r.phone.replace(/\D/g, '').slice(3, 4);
      groups.set(digit, (groups.get(digit) ?? 0) + 1);
    }
    return groups;
  };

  it('never picks a number starting with an excluded prefix, written with or without the country code', async () => {
    const groups = await ukGroups();
    expect(groups.size).toBeGreaterThan(2);
    // Keep the largest group only; exclude the rest, half in national form ("75"), half international ("4475").
    const [kept] = [...groups.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const excluded = [...groups.keys()].filter((d) => d !== kept);
    const phoneException = excluded.map((d, i) => (i % 2 === 0 ? `7${d}` : `447${d}`)).join(',');
    const u = await makeUser(t, 100_000);
    const key = await apiKeyOf(t.db, u.id);
    for (let i = 0; i < 5; i += 1) {
      const res = await handler(t.app, {
        action: 'getNumber',
        api_key: key,
        service: 'wa',
        country: 16,
        phoneException,
      });
      const phone = /^ACCESS_NUMBER:\d+:(\d+)$/.exec(res.text)?.[1];
      expect(phone?.startsWith(`447${kept}`)).toBe(true);
    }
  });

  it('answers NO_NUMBERS, charging nothing, when every number is excluded', async () => {
    const u = await makeUser(t, 100_000);
    const key = await apiKeyOf(t.db, u.id);
    expect(
      (
        await handler(t.app, {
          action: 'getNumber',
          api_key: key,
          service: 'wa',
          country: 16,
          phoneException: '447, 7',
        })
      ).text,
    ).toBe('NO_NUMBERS');
    const user = await t.db.selectFrom('users').select('balance').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(Number(user.balance)).toBe(100_000);
  });
});

import { balanceAndLedger, createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf, deliverSms, handlerJson } from './helpers/handler-api';
import { testDatabases } from './helpers/test-db';

/**
 * Handler API rental actions: JSON answers and `{"status":"error","message":…}` refusals, every
 * charge, extension and refund through rent-service and the ledger.
 */
describe.each(testDatabases())('handler API rentals on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const userWithKey = async (balance: number) => {
    const u = await makeUser(t, balance);
    return { ...u, key: await apiKeyOf(t.db, u.id) };
  };
  const rentPrice = async (slug: string, iso: string, period: number) => {
    const row = await t.db
      .selectFrom('rent_prices as p')
      .innerJoin('services as s', 's.id', 'p.service_id')
      .innerJoin('countries as c', 'c.id', 'p.country_id')
      .select('p.price')
      .where('s.slug', '=', slug)
      .where('c.iso', '=', iso)
      .where('p.period', '=', period)
      .executeTakeFirstOrThrow();
    return Number(row.price);
  };

  it('getRentServicesAndCountries prices each service code for the period with its free count', async () => {
    const u = await userWithKey(0);
    const answer = await handlerJson(t.app, {
      action: 'getRentServicesAndCountries',
      api_key: u.key,
      country: 16,
      rent_time: 24,
    });
    expect(answer.countries).toEqual({ '0': 16 });
    expect(answer.operators['0']).toBe('any');
    expect(answer.services.wa).toEqual({
      cost: (await rentPrice('whatsapp', 'gb', 24)) / 100,
      quant: expect.any(Number),
    });
    expect(answer.services.wa.quant).toBeGreaterThan(0);
    expect(answer.currency).toBe(840);
    expect(
      await handlerJson(t.app, { action: 'getRentServicesAndCountries', api_key: u.key, country: 16, rent_time: 5 }),
    ).toEqual({ status: 'error', message: 'INVALID_TIME' });
  });

  it('rents with a callback url, shows SMS, extends at the charged price and finishes; refusals are JSON', async () => {
    const u = await userWithKey(100_000);
    const price4 = await rentPrice('telegram', 'us', 4);
    const rented = await handlerJson(t.app, {
      action: 'getRentNumber',
      api_key: u.key,
      service: 'tg',
      country: 187,
      url: 'https://bot.example.test/hook',
    });
    expect(rented).toMatchObject({
      status: 'success',
      phone: { id: expect.any(Number), number: expect.stringMatching(/^\d+$/) },
    });
    const id = rented.phone.id as number;
    const stored = await t.db
      .withTables<{ rental_callbacks: { rental_id: number; url: string } }>()
      .selectFrom('rental_callbacks')
      .select('url')
      .where('rental_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.url).toBe('https://bot.example.test/hook');
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000 - price4, ledger: 100_000 - price4 });

    expect(await handlerJson(t.app, { action: 'getRentStatus', api_key: u.key, id })).toEqual({
      status: 'error',
      message: 'STATUS_WAIT_CODE',
    });
    await deliverSms(t.app, t.ctx, { phone: `+${rented.phone.number}`, from: 'Telegram', text: 'Telegram code 55555' });
    const status = await handlerJson(t.app, { action: 'getRentStatus', api_key: u.key, id });
    expect(status).toMatchObject({
      status: 'success',
      quantity: '1',
      values: { '0': { phoneFrom: 'Telegram', text: 'Telegram code 55555', service: 'tg' } },
    });
    // An SMS has arrived: no refunded cancel any more.
    expect(await handlerJson(t.app, { action: 'setRentStatus', api_key: u.key, id, status: 2 })).toEqual({
      status: 'error',
      message: 'CANT_CANCEL',
    });

    const extended = await handlerJson(t.app, { action: 'continueRentNumber', api_key: u.key, id, rent_time: 4 });
    // sms-activate's form of a rental's end: with the T, no zone (UTC).
    expect(extended.phone.endDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(new Date(`${extended.phone.endDate}Z`).getTime() - new Date(`${rented.phone.endDate}Z`).getTime()).toBe(
      4 * 3_600_000,
    );
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000 - 2 * price4, ledger: 100_000 - 2 * price4 });
    expect((await handlerJson(t.app, { action: 'getRentList', api_key: u.key })).values).toEqual({
      '0': { id, phone: rented.phone.number },
    });

    expect(await handlerJson(t.app, { action: 'setRentStatus', api_key: u.key, id, status: 1 })).toEqual({
      status: 'success',
    });
    expect(await handlerJson(t.app, { action: 'setRentStatus', api_key: u.key, id, status: 1 })).toEqual({
      status: 'error',
      message: 'ALREADY_FINISH',
    });
    expect((await handlerJson(t.app, { action: 'getRentList', api_key: u.key })).values).toEqual({});
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000 - 2 * price4, ledger: 100_000 - 2 * price4 });
  });

  it('cancels with a refund of exactly the charge inside the window, once', async () => {
    const u = await userWithKey(100_000);
    const rented = await handlerJson(t.app, {
      action: 'getRentNumber',
      api_key: u.key,
      service: 'wa',
      country: 16,
      rent_time: 24,
    });
    const id = rented.phone.id as number;
    expect(await handlerJson(t.app, { action: 'setRentStatus', api_key: u.key, id, status: 2 })).toEqual({
      status: 'success',
    });
    expect(await handlerJson(t.app, { action: 'setRentStatus', api_key: u.key, id, status: 2 })).toEqual({
      status: 'error',
      message: 'ALREADY_CANCEL',
    });
    expect(await handlerJson(t.app, { action: 'getRentStatus', api_key: u.key, id })).toEqual({
      status: 'error',
      message: 'STATUS_CANCEL',
    });
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000, ledger: 100_000 });
    const kinds = await t.db
      .selectFrom('ledger_entries')
      .select('kind')
      .where('user_id', '=', u.id)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['adjustment', 'rent_charge', 'rent_refund']);
  });

  it('refuses in JSON: BAD_KEY, NO_KEY, NO_ID_RENT, INVALID_TIME, INVALID_URL, BAD_SERVICE, NO_BALANCE, INCORECT_STATUS', async () => {
    const owner = await userWithKey(100_000);
    const poor = await userWithKey(0);
    const err = (message: string) => ({ status: 'error', message });
    expect(await handlerJson(t.app, { action: 'getRentList', api_key: 'cp_wrong' })).toEqual(err('BAD_KEY'));
    expect(await handlerJson(t.app, { action: 'getRentList' })).toEqual(err('NO_KEY'));
    const id = (await handlerJson(t.app, { action: 'getRentNumber', api_key: owner.key, service: 'go', country: 43 }))
      .phone.id;
    expect(await handlerJson(t.app, { action: 'getRentStatus', api_key: poor.key, id })).toEqual(err('NO_ID_RENT'));
    expect(await handlerJson(t.app, { action: 'setRentStatus', api_key: poor.key, id, status: 2 })).toEqual(
      err('NO_ID_RENT'),
    );
    expect(await handlerJson(t.app, { action: 'continueRentNumber', api_key: poor.key, id })).toEqual(
      err('NO_ID_RENT'),
    );
    expect(await handlerJson(t.app, { action: 'setRentStatus', api_key: owner.key, id, status: 3 })).toEqual(
      err('INCORECT_STATUS'),
    );
    expect(
      await handlerJson(t.app, {
        action: 'getRentNumber',
        api_key: owner.key,
        service: 'wa',
        country: 16,
        rent_time: 3,
      }),
    ).toEqual(err('INVALID_TIME'));
    expect(
      await handlerJson(t.app, {
        action: 'getRentNumber',
        api_key: owner.key,
        service: 'wa',
        country: 16,
        url: 'javascript:alert(1)',
      }),
    ).toEqual(err('INVALID_URL'));
    expect(
      await handlerJson(t.app, { action: 'getRentNumber', api_key: owner.key, service: '??', country: 16 }),
    ).toEqual(err('BAD_SERVICE'));
    expect(
      await handlerJson(t.app, { action: 'getRentNumber', api_key: poor.key, service: 'wa', country: 16 }),
    ).toEqual(err('NO_BALANCE'));
    expect(await balanceAndLedger(t.db, poor.id)).toEqual({ balance: 0, ledger: 0 });
  });
});

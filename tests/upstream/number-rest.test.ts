import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { receiveSms } from '../../upstream/commerce/sms-intake';

const MIN = 60_000;

/**
 * A number released by one purchase is not handed to the next buyer of the same service while
 * another is free (migration 0028), so a late SMS for the released purchase cannot land on the
 * next buyer's, who could then no longer cancel. Before, the pick was random among free numbers:
 * with two numbers, the next buyer got the released one half the time (these rounds: 1 in 256).
 */
describe.each(testDatabases())('a released number rests on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  /** The offer's operator with only its first two numbers enabled. */
  async function twoNumbers(slug: string, iso: string) {
    const o = await offerOf(t.db, slug, iso);
    const numbers = await t.db
      .selectFrom('phone_numbers')
      .select(['id', 'phone'])
      .where('country_id', '=', o.countryId)
      .where('operator_id', '=', o.operatorId)
      .where('enabled', '=', true)
      .orderBy('id')
      .execute();
    expect(numbers.length).toBeGreaterThanOrEqual(2);
    await t.db
      .updateTable('phone_numbers')
      .set({ enabled: false })
      .where(
        'id',
        'in',
        numbers.slice(2).map((n) => n.id),
      )
      .execute();
    const { name } = await t.db
      .selectFrom('services')
      .select('name')
      .where('id', '=', o.serviceId)
      .executeTakeFirstOrThrow();
    return { ...o, name, phones: numbers.slice(0, 2).map((n) => n.phone) };
  }

  /**
   * Eight rounds of buying then cancelling (`kind` activation or rent, with `body`), each a few
   * minutes after the last (releases at one instant are as good as each other: the pick's
   * jitter); no round gets the number the round before released. Returns the last one released.
   */
  async function roundsAvoidTheReleased(kind: 'activation' | 'rent', body: object, token: string, phones?: string[]) {
    let released: string | null = null;
    for (let round = 0; round < 8; round++) {
      const bought = await call(t.app, 'POST', `/api/${kind}/buy`, { token, body });
      expect(bought.status).toBe(201);
      const { id, phone } = (kind === 'rent' ? bought.body.rent : bought.body.activation) as {
        id: number;
        phone: string;
      };
      if (phones) expect(phones).toContain(phone);
      expect(phone).not.toBe(released);
      t.clock.advance(3 * MIN);
      expect((await call(t.app, 'POST', `/api/${kind}/${id}/cancel`, { token })).status).toBe(200);
      released = phone;
    }
    return released!;
  }

  it('gives the next activation buyer the other number, and a late code of the released one reaches nobody', async () => {
    const o = await twoNumbers('whatsapp', 'gb');
    const body = { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId };
    const buyer = await makeUser(t, 1_000_000);
    const released = await roundsAvoidTheReleased('activation', body, buyer.token, o.phones);
    // The next purchase holds the other number; the released one's late code finds no purchase.
    const next = await call(t.app, 'POST', '/api/activation/buy', { token: buyer.token, body });
    expect(next.body.activation.phone).not.toBe(released);
    const late = await receiveSms(t.ctx, { phone: released, from: o.name, text: 'Your WhatsApp code: 111-222' });
    expect(late.matched).toBe(false);
    // Resting orders the choice, it takes nothing away: with the other held, the rested one sells.
    const last = await call(t.app, 'POST', '/api/activation/buy', { token: buyer.token, body });
    expect(last.status).toBe(201);
    expect(last.body.activation.phone).toBe(released);
  });

  it('with no operator chosen, gives the next buyer another operator at the same price', async () => {
    const o = await offerOf(t.db, 'telegram', 'gb');
    const operators = await t.db
      .selectFrom('activation_prices')
      .select('operator_id')
      .where('service_id', '=', o.serviceId)
      .where('country_id', '=', o.countryId)
      .orderBy('operator_id')
      .execute();
    expect(operators.length).toBeGreaterThanOrEqual(2);
    const [first, second] = operators.map((p) => p.operator_id);
    // Two operators at one price, with one number each.
    await t.db
      .updateTable('activation_prices')
      .set({ price: 90 })
      .where('service_id', '=', o.serviceId)
      .where('country_id', '=', o.countryId)
      .execute();
    const keep: number[] = [];
    for (const operator of [first!, second!]) {
      const n = await t.db
        .selectFrom('phone_numbers')
        .select('id')
        .where('country_id', '=', o.countryId)
        .where('operator_id', '=', operator)
        .where('enabled', '=', true)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      keep.push(n.id);
    }
    await t.db
      .updateTable('phone_numbers')
      .set({ enabled: false })
      .where('country_id', '=', o.countryId)
      .where('id', 'not in', keep)
      .execute();
    const buyer = await makeUser(t, 1_000_000);
    await roundsAvoidTheReleased('activation', { service_id: o.serviceId, country_id: o.countryId }, buyer.token);
  });

  it('gives the next renter the other number', async () => {
    const o = await twoNumbers('google', 'us');
    const body = { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId, period: 24 };
    const renter = await makeUser(t, 10_000_000);
    await roundsAvoidTheReleased('rent', body, renter.token, o.phones);
  });
});

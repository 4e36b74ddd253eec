import { EVENT_MESSAGES } from '../../upstream/commerce/sms-intake';
import { createCommerceApp, makeUser, offerOf, rentOffer, type CommerceTestApp } from './helpers/commerce';
import { deliverSms } from './helpers/handler-api';
import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';

const HOUR = 3_600_000;

interface EventEntry {
  id: number;
  messages: { id: number; text: string }[];
  messages_truncated?: boolean;
}

/**
 * A busy purchase's NewCodeReceived event (a 720-hour rental on a spammed number): each SMS
 * published the whole history, read from the database and serialised again. The event now reads
 * only the newest EVENT_MESSAGES and says when there are more; the lists still answer every one.
 */
describe.each(testDatabases())('NewCodeReceived of a purchase with many SMS on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  /** `count` earlier SMS stored on the purchase, oldest first, a minute apart. */
  const storeSms = async (purchase: { activation_id?: number; rental_id?: number }, count: number) => {
    const start = t.ctx.now().getTime() - count * 60_000;
    await t.db
      .insertInto('sms_messages')
      .values(
        Array.from({ length: count }, (_, i) => ({
          activation_id: purchase.activation_id ?? null,
          rental_id: purchase.rental_id ?? null,
          sender: 'Google',
          text: `G-${100_000 + i} is your Google verification code.`,
          code: String(100_000 + i),
          received_at: new Date(start + i * 60_000),
        })),
      )
      .execute();
  };

  const lastEvent = (userId: number) =>
    t.published.filter((p) => p.userId === userId && p.event === 'Activation.NewCodeReceived').at(-1)?.payload as
      { type: string; activation: EventEntry } | undefined;

  it('a rental holding hundreds of SMS publishes only its newest ones, flagged; its list keeps them all', async () => {
    const u = await makeUser(t, 10_000_000);
    const rented = await rentOffer(t, u.token, await offerOf(t.db, 'google', 'us'), 720);
    expect(rented.status).toBe(201);
    const rent = rented.body.rent as { id: number; phone: string };
    await storeSms({ rental_id: rent.id }, 300);
    t.clock.advance(HOUR);

    await deliverSms(t.app, t.ctx, { phone: rent.phone, from: 'Google', text: 'G-999999 is your Google code.' });
    const event = lastEvent(u.id);
    expect(event?.type).toBe('rent');
    const sent = event!.activation;
    expect(sent.id).toBe(rent.id);
    expect(sent.messages).toHaveLength(EVENT_MESSAGES);
    expect(sent.messages_truncated).toBe(true);
    const list = await call(t.app, 'GET', '/api/user/active-rent-numbers', { token: u.token });
    const all = (list.body.numbers.data as EventEntry[]).find((e) => e.id === rent.id)!.messages;
    expect(all).toHaveLength(301);
    // The newest ones, oldest first as everywhere, ending with the SMS that caused the event.
    expect(sent.messages).toEqual(all.slice(-EVENT_MESSAGES));
    expect(sent.messages.at(-1)!.text).toBe('G-999999 is your Google code.');
  });

  it('a purchase within the bound publishes every message, unflagged', async () => {
    const u = await makeUser(t, 10_000_000);
    const rent = (await rentOffer(t, u.token, await offerOf(t.db, 'google', 'us'), 24)).body.rent as {
      id: number;
      phone: string;
    };
    await storeSms({ rental_id: rent.id }, EVENT_MESSAGES - 1);
    await deliverSms(t.app, t.ctx, { phone: rent.phone, from: 'Google', text: 'G-123456 is your Google code.' });
    const sent = lastEvent(u.id)!.activation;
    expect(sent.messages).toHaveLength(EVENT_MESSAGES);
    expect(sent.messages_truncated).toBeUndefined();
  });

  it('an activation with many SMS is bounded the same way', async () => {
    const u = await makeUser(t, 10_000_000);
    const o = await offerOf(t.db, 'google', 'us');
    const bought = await call(t.app, 'POST', '/api/activation/buy', {
      token: u.token,
      body: { service_id: o.serviceId, country_id: o.countryId },
    });
    const act = bought.body.activation as { id: number; phone: string };
    await storeSms({ activation_id: act.id }, 120);
    await deliverSms(t.app, t.ctx, { phone: act.phone, from: 'Google', text: 'G-654321 is your Google code.' });
    const event = lastEvent(u.id);
    expect(event?.type).toBe('activation');
    expect(event!.activation.messages).toHaveLength(EVENT_MESSAGES);
    expect(event!.activation.messages_truncated).toBe(true);
    expect(event!.activation.messages.at(-1)!.text).toBe('G-654321 is your Google code.');
  });
});

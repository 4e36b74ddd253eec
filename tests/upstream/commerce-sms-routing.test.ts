import pino from 'pino';
import { call } from './helpers/http';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { balanceAndLedger, makeUser, offerOf, testClock } from './helpers/commerce';
import { seedServices } from '../../upstream/db/seed/commerce-services';
import { signedHeaders } from '../../upstream/commerce/signed-request';
import { deliverDemoCodes } from '../../upstream/commerce/demo-supplier';
import { servicesNamedBy, textNamesService } from '../../upstream/commerce/sms-sender';
import { countUnmatchedSms } from '../../upstream/commerce/unmatched-sms';

/**
 * An SMS is shown only on the purchase it belongs to (security issue: a "Google" code sent to
 * a cancelled Google rental's number showed on another user's TikTok activation on that number).
 */
const catalogue = seedServices.map((s, i) => ({ id: i + 1, slug: s.slug, name: s.name }));
const named = (from: string) => servicesNamedBy(from, catalogue).map((id) => catalogue[id - 1]!.slug);

describe('servicesNamedBy', () => {
  it('names every catalogue service by its own name and slug, and no other (what the demo supplier sends)', () => {
    for (const s of seedServices) {
      expect(named(s.name)).toEqual([s.slug]);
      expect(named(s.slug)).toEqual([s.slug]);
    }
  });

  it.each([
    ['WhatsApp', ['whatsapp']],
    ['WA', ['whatsapp']],
    ['Google', ['google']],
    ['G-', ['google']],
    ['GOOGLE', ['google']],
    ['Telegram', ['telegram']],
    ['TikTok', ['tiktok']],
    ['X', ['twitter']],
    ['GoogleVerify', ['google']],
    ['INFO', []],
    ['22000', []],
    ['+4915112345', []],
    ['Codeport', []],
    ['Tele2', []],
    ['-', []],
  ])('%s names %j', (from, slugs) => expect(named(from)).toEqual(slugs));

  it('prefers the longer of two names inside one sender', () => {
    const services = [
      { id: 1, slug: 'microsoft', name: 'Microsoft' },
      { id: 2, slug: 'microsoft-teams', name: 'Microsoft Teams' },
    ];
    expect(servicesNamedBy('MicrosoftTeams', services)).toEqual([2]);
    expect(servicesNamedBy('Microsoft', services)).toEqual([1, 2]);
  });
});

describe('textNamesService', () => {
  it.each([
    ['Use 12 34 56 to get into your Instagram', true],
    ['WHATSAPP: 482913', true],
    ['Your tariff changes on 2026-04-01. Details online.', false],
    ['Balance: 1500 RUB. Top up online', false],
    ['Questions? Call our hotline 0800', false],
    ['Your line will be suspended on 2026-04-01', false],
  ])('%s → %s', (text, names) => expect(textNamesService(text, catalogue)).toBe(names));
});

describe.each(testDatabases())('SMS routing on a shared number on $name', (database) => {
  let t: TestApp;
  const clock = testClock();
  const logged: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const log = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    t = await createTestApp(database, { now: clock.now, log }, {}, { commerce: true });
  }, 120_000);
  afterAll(() => t.close());

  const sms = async (phone: string, from: string, text: string) => {
    const raw = JSON.stringify({ phone, from, text });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/intake',
      payload: raw,
      headers: signedHeaders(t.ctx.config.smsIntakeSecret, raw, t.ctx.now()),
    });
    expect(res.statusCode).toBe(200);
    return JSON.parse(res.body) as { matched: boolean; target: unknown; message_id: number | null; code: string };
  };
  const unmatchedOn = (phone: string) =>
    t.db.selectFrom('unmatched_sms').selectAll().where('phone', '=', phone).orderBy('id').execute();
  const messagesOf = async (kind: 'activation_id' | 'rental_id', id: number) =>
    t.db.selectFrom('sms_messages').select(['sender', 'code']).where(kind, '=', id).orderBy('id').execute();
  const codesPushedTo = (userId: number) =>
    t.published.filter((p) => p.userId === userId && p.event === 'Activation.NewCodeReceived');

  /**
   * Leaves one enabled number on the operator of `slug`'s cheapest offer in `iso`, so every
   * purchase there gets the same phone (holds are per service); each test uses its own country.
   */
  async function oneNumber(slug: string, iso: string) {
    const o = await offerOf(t.db, slug, iso);
    const keep = await t.db
      .selectFrom('phone_numbers')
      .select('id')
      .where('operator_id', '=', o.operatorId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('phone_numbers')
      .set({ enabled: false })
      .where('operator_id', '=', o.operatorId)
      .where('id', '!=', keep.id)
      .execute();
    return { countryId: o.countryId, operatorId: o.operatorId };
  }
  afterEach(async () => {
    await t.db.updateTable('phone_numbers').set({ enabled: true }).execute();
  });

  const serviceId = async (slug: string) =>
    (await t.db.selectFrom('services').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const activate = async (token: string, slug: string, at: { countryId: number; operatorId: number }) => {
    const res = await call(t.app, 'POST', '/api/activation/buy', {
      token,
      body: { service_id: await serviceId(slug), country_id: at.countryId, operator_id: at.operatorId },
    });
    expect(res.status).toBe(201);
    return res.body.activation as { id: number; phone: string };
  };
  const rent = async (token: string, slug: string, at: { countryId: number; operatorId: number }) => {
    const res = await call(t.app, 'POST', '/api/rent/buy', {
      token,
      body: { service_id: await serviceId(slug), country_id: at.countryId, operator_id: at.operatorId, period: 24 },
    });
    expect(res.status).toBe(201);
    return res.body.rent as { id: number; phone: string };
  };

  it("keeps a Google code sent to a cancelled Google rental's number off another user's TikTok activation", async () => {
    const at = await oneNumber('tiktok', 'fr');
    const renter = await makeUser(t, 1_000_000);
    const victim = await makeUser(t, 1_000_000);
    const rental = await rent(renter.token, 'google', at);
    expect((await call(t.app, 'POST', `/api/rent/${rental.id}/cancel`, { token: renter.token })).status).toBe(200);
    clock.advance(1_000);
    const tiktok = await activate(victim.token, 'tiktok', at);
    expect(tiktok.phone).toBe(rental.phone);
    const before = await countUnmatchedSms(t.db, 'other-service');
    logged.length = 0;

    const answer = await sms(rental.phone, 'Google', 'G-771204 is your Google verification code.');
    expect(answer).toMatchObject({ matched: false, target: null, message_id: null, code: '771204' });
    expect(await messagesOf('activation_id', tiktok.id)).toEqual([]);
    expect(codesPushedTo(victim.id)).toEqual([]);
    const list = await call(t.app, 'GET', '/api/user/active-numbers', { token: victim.token });
    expect(list.body.numbers.data.find((e: { id: number }) => e.id === tiktok.id).messages).toEqual([]);
    expect(await unmatchedOn(rental.phone)).toEqual([
      expect.objectContaining({
        sender: 'Google',
        text: 'G-771204 is your Google verification code.',
        code: '771204',
        reason: 'other-service',
        received_at: clock.now(),
      }),
    ]);
    expect(await countUnmatchedSms(t.db, 'other-service')).toBe(before + 1);
    // Logged for operations with the number masked, and without the code.
    expect(logged).toEqual([
      expect.objectContaining({
        level: 40,
        phone: `***${rental.phone.slice(-4)}`,
        sender: 'Google',
        reason: 'other-service',
      }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('771204');
    expect(JSON.stringify(logged)).not.toContain(rental.phone);

    // The TikTok activation still gets its own code.
    expect(await sms(rental.phone, 'TikTok', '[TikTok] 482913 is your verification code')).toMatchObject({
      matched: true,
      target: { type: 'activation', id: tiktok.id },
    });
  });

  it("delivers to the sender's service even when a newer purchase of another service shares the number", async () => {
    const at = await oneNumber('google', 'es');
    const a = await makeUser(t, 1_000_000);
    const b = await makeUser(t, 1_000_000);
    const google = await activate(a.token, 'google', at);
    clock.advance(1_000);
    const telegram = await rent(b.token, 'telegram', at);
    expect(telegram.phone).toBe(google.phone);

    // "G-" and "Telegram" share letters; only the service the sender names may have the code.
    expect(await sms(google.phone, 'G-', 'G-123456 is your Google verification code.')).toMatchObject({
      matched: true,
      target: { type: 'activation', id: google.id },
      code: '123456',
    });
    expect(await sms(google.phone, 'WhatsApp', 'Your WhatsApp code: 555-111')).toMatchObject({
      matched: false,
      target: null,
    });
    expect(await sms(google.phone, 'Telegram', 'Telegram code 55312')).toMatchObject({
      matched: true,
      target: { type: 'rent', id: telegram.id },
    });
    expect(await messagesOf('activation_id', google.id)).toEqual([{ sender: 'G-', code: '123456' }]);
    expect(await messagesOf('rental_id', telegram.id)).toEqual([{ sender: 'Telegram', code: '55312' }]);
    expect(codesPushedTo(b.id)).toHaveLength(1);
    expect((await unmatchedOn(google.phone)).map((r) => [r.sender, r.reason])).toEqual([['WhatsApp', 'other-service']]);

    // Once the Google activation is finished, a Google SMS is kept, not given to the rental.
    await call(t.app, 'POST', `/api/activation/${google.id}/finish`, { token: a.token });
    expect(await sms(google.phone, 'Google', 'G-999000 is your code')).toMatchObject({ matched: false });
    expect(await messagesOf('rental_id', telegram.id)).toHaveLength(1);
    expect((await unmatchedOn(google.phone)).map((r) => r.reason)).toEqual(['other-service', 'other-service']);
  });

  it('gives an SMS from a sender naming no service to the only open purchase, and keeps it when there are two', async () => {
    const at = await oneNumber('instagram', 'it');
    const a = await makeUser(t, 1_000_000);
    const b = await makeUser(t, 1_000_000);
    const instagram = await activate(a.token, 'instagram', at);
    expect(await sms(instagram.phone, '22000', 'Your code is 4411')).toMatchObject({
      matched: true,
      target: { type: 'activation', id: instagram.id },
      code: '4411',
    });

    clock.advance(1_000);
    const facebook = await rent(b.token, 'facebook', at);
    expect(facebook.phone).toBe(instagram.phone);
    const before = await countUnmatchedSms(t.db, 'ambiguous');
    for (const from of ['INFO', '+4915112345']) {
      expect(await sms(instagram.phone, from, 'Your code is 9081')).toMatchObject({
        matched: false,
        target: null,
        code: '9081',
      });
    }
    expect(await messagesOf('rental_id', facebook.id)).toEqual([]);
    expect(await messagesOf('activation_id', instagram.id)).toHaveLength(1);
    expect(codesPushedTo(b.id)).toEqual([]);
    expect((await unmatchedOn(instagram.phone)).map((r) => [r.sender, r.reason])).toEqual([
      ['INFO', 'ambiguous'],
      ['+4915112345', 'ambiguous'],
    ]);
    expect(await countUnmatchedSms(t.db, 'ambiguous')).toBe(before + 2);
  });

  it("shows a carrier's notice with a number on the only open purchase, and leaves it refundable", async () => {
    const at = await oneNumber('discord', 'de');
    const u = await makeUser(t, 1_000_000);
    const bought = await activate(u.token, 'discord', at);
    // The sender and the text name no service and say nothing of signing in: no code.
    expect(await sms(bought.phone, 'MTS', 'MTS: your tariff changes on 2026-04-01')).toMatchObject({
      matched: true,
      target: { type: 'activation', id: bought.id },
      code: null,
    });
    clock.advance(2 * 60_000 + 1);
    const cancel = await call(t.app, 'POST', `/api/activation/${bought.id}/cancel`, { token: u.token });
    expect(cancel.status).toBe(200);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 1_000_000, ledger: 1_000_000 });
  });

  it('takes the code from an unnamed sender whose text names the service, in groups', async () => {
    const at = await oneNumber('instagram', 'nl');
    const u = await makeUser(t, 1_000_000);
    const bought = await activate(u.token, 'instagram', at);
    expect(await sms(bought.phone, '32665', 'Use 12 34 56 to get into your Instagram')).toMatchObject({
      matched: true,
      code: '123456',
    });
    clock.advance(2 * 60_000 + 1);
    const cancel = await call(t.app, 'POST', `/api/activation/${bought.id}/cancel`, { token: u.token });
    expect(cancel.status).toBe(409);
  });

  it('keeps an SMS to a number with no open purchase', async () => {
    const at = await oneNumber('whatsapp', 'pt');
    const u = await makeUser(t, 1_000_000);
    const done = await activate(u.token, 'whatsapp', at);
    await sms(done.phone, 'WhatsApp', 'Your WhatsApp code: 100-200');
    await call(t.app, 'POST', `/api/activation/${done.id}/finish`, { token: u.token });
    const before = await countUnmatchedSms(t.db);

    expect(await sms(done.phone, 'WhatsApp', 'Your WhatsApp code: 300-400')).toMatchObject({ matched: false });
    expect(await sms(done.phone, 'INFO', 'code 5566')).toMatchObject({ matched: false });
    expect(await sms('+10000000000', 'X', 'code 1234')).toMatchObject({ matched: false });
    expect(await messagesOf('activation_id', done.id)).toHaveLength(1);
    expect((await unmatchedOn(done.phone)).map((r) => [r.sender, r.code, r.reason])).toEqual([
      ['WhatsApp', '300400', 'no-open-purchase'],
      ['INFO', '5566', 'no-open-purchase'],
    ]);
    expect((await unmatchedOn('+10000000000')).map((r) => r.reason)).toEqual(['no-open-purchase']);
    expect(await countUnmatchedSms(t.db)).toBe(before + 3);
  });

  it('the demo supplier delivers each activation its code with a sender naming its service', async () => {
    const at = await oneNumber('telegram', 'se');
    const a = await makeUser(t, 1_000_000);
    const b = await makeUser(t, 1_000_000);
    const telegram = await activate(a.token, 'telegram', at);
    clock.advance(1_000);
    const whatsapp = await activate(b.token, 'whatsapp', at);
    expect(whatsapp.phone).toBe(telegram.phone);
    const unmatched = await countUnmatchedSms(t.db);

    clock.advance(6_000);
    expect(await deliverDemoCodes(t.ctx)).toBeGreaterThanOrEqual(2);
    expect(await messagesOf('activation_id', telegram.id)).toEqual([
      { sender: 'Telegram', code: expect.stringMatching(/^\d{6}$/) },
    ]);
    expect(await messagesOf('activation_id', whatsapp.id)).toEqual([
      { sender: 'WhatsApp', code: expect.stringMatching(/^\d{6}$/) },
    ]);
    expect(await countUnmatchedSms(t.db)).toBe(unmatched);
  });
});

import { balanceTopupPayload } from '@contracts/realtime-events';
import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { cancelActivation, expireActivations } from '../../upstream/commerce/activation-service';
import { expireRentals } from '../../upstream/commerce/rent-service';
import { sql } from 'kysely';
import { refundNote, refundText } from '../../upstream/commerce/refund-notice';
import { moneyText } from '../../upstream/payments/money-text';
import { supportedLocales } from '../../upstream/server/client-headers';
import { toNotificationItem } from '../../upstream/platform/notifications';

const MIN = 60_000;

describe('refund texts', () => {
  it.each([
    [150, 'usd', 'en', '$1.50'],
    [12_345, 'rub', 'ru', '123,45\u00a0₽'],
    [5, 'usd', 'de', '$0,05'],
    [-150, 'usd', 'en', '-$1.50'],
    [-1_234_567, 'rub', 'es', '-12.345,67\u00a0₽'],
    [123_456, 'usd', 'es', '$1234,56'],
  ] as const)('%i %s in %s → %s', (minor, currency, locale, text) => {
    expect(moneyText(minor, currency, locale)).toBe(text);
  });

  it('says what was refunded and why, in the reader language', () => {
    const r = { userId: 1, type: 'rent', id: 7, phone: '+447700900123', amount: 250, reason: 'cancelled' } as const;
    expect(refundText(r, 'en', 'usd')).toEqual({
      title: 'Refunded $2.50',
      body: 'The rental of +447700900123 was cancelled: $2.50 is back on your balance.',
    });
    expect(refundText({ ...r, type: 'activation', reason: 'expired' }, 'ru', 'rub').title).toBe(
      'Возвращено 2,50\u00a0₽',
    );
    expect(refundText(r, 'es', 'usd').title).toBe('Reembolsado $2,50');
  });
});

describe.each(testDatabases())('refund notifications on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it("writes the closing call's texts (migration 0021's refund_notice_text) as refundText does", async () => {
    const amounts = [1, 5, 99, 100, 150, 99_999, 100_000, 123_450, 999_999, 1_000_000, 1_234_550, 12_345_678];
    for (let n = 10; n <= 1e12; n *= 10) amounts.push(n - 1, n, n + 7);
    for (let i = 0; i < 40; i++) amounts.push(1 + Math.floor(Math.random() * 1e11));
    const phone = '+447700900123';
    const cases = (['activation', 'rent'] as const).flatMap((type) =>
      (['cancelled', 'expired'] as const).flatMap((reason) =>
        [...supportedLocales, 'it'].flatMap((locale) =>
          (['usd', 'rub'] as const).flatMap((currency) =>
            amounts.map((amount) => ({ type, reason, locale, currency, amount })),
          ),
        ),
      ),
    );
    const got = await sql<{ locale: string; title: string; body: string }>`
      select n.locale, n.title, n.body from jsonb_to_recordset(${JSON.stringify(cases.map((c, i) => ({ ...c, i })))}::jsonb)
        as c(type text, reason text, locale text, currency text, amount bigint, i int)
      cross join lateral refund_notice_text(
        case c.type || ':' || c.reason
          when 'activation:cancelled' then ${refundNote('activation', 'cancelled')}::json
          when 'activation:expired' then ${refundNote('activation', 'expired')}::json
          when 'rent:cancelled' then ${refundNote('rent', 'cancelled')}::json
          else ${refundNote('rent', 'expired')}::json end,
        c.locale, c.currency, c.amount, ${phone}) n
      order by c.i`.execute(t.db);
    const expected = cases.map(({ type, reason, locale, currency, amount }) => {
      const reader = supportedLocales.find((l) => l === locale) ?? 'en';
      return { locale: reader, ...refundText({ userId: 1, type, id: 1, phone, amount, reason }, reader, currency) };
    });
    expect(got.rows).toEqual(expected);
  });

  const notificationsOf = (userId: number) =>
    t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const balanceEvents = (userId: number) =>
    t.published.filter((p) => p.userId === userId && p.event === 'BalanceTopup').map((p) => p.payload);
  const buy = async (token: string, slug: string, iso: string) => {
    const o = await offerOf(t.db, slug, iso);
    const r = await call(t.app, 'POST', '/api/activation/buy', {
      token,
      body: { service_id: o.serviceId, country_id: o.countryId, operator_id: o.operatorId },
    });
    expect(r.status).toBe(201);
    return r.body.activation as { id: number; price: number; phone: string };
  };

  it('a user cancel notifies "Refunded $x" once and pushes the refund with the new balance', async () => {
    const u = await makeUser(t, 100_000);
    const a = await buy(u.token, 'whatsapp', 'gb');
    t.clock.advance(3 * MIN);
    const cancelled = await call(t.app, 'POST', `/api/activation/${a.id}/cancel`, { token: u.token });
    expect(cancelled.status).toBe(200);
    // A second cancel is refused and announces nothing more.
    expect((await call(t.app, 'POST', `/api/activation/${a.id}/cancel`, { token: u.token })).status).toBe(409);

    const notes = await notificationsOf(u.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      category: 'payments',
      title: `Refunded ${moneyText(a.price, 'usd', 'en')}`,
      link: '/activations',
      locale: 'en',
    });
    expect(notes[0]!.body).toContain(a.phone);
    // The event carries the stored row, as notifyUser publishes it (the close stored it, 0021).
    const { link: _link, ...item } = toNotificationItem(notes[0]!);
    const pushed = t.published.filter((p) => p.userId === u.id && p.event === 'NewUserNotification');
    expect(pushed.map((p) => p.payload)).toEqual([{ notification: item }]);
    const events = balanceEvents(u.id);
    expect(events).toEqual([{ balance: 100_000, refund: { amount: a.price, type: 'activation', id: a.id } }]);
    // The publisher sends what the contract parses: the refund must survive it.
    expect(balanceTopupPayload.parse(events[0])).toEqual(events[0]);
  });

  it("the event's time is the stored row's, though the clock moves on after the close", async () => {
    const u = await makeUser(t, 100_000);
    const a = await buy(u.token, 'whatsapp', 'us');
    t.clock.advance(3 * MIN);
    let tick = 0;
    const ctx = { ...t.ctx, now: () => new Date(t.ctx.now().getTime() + 1_000 * tick++) };
    await cancelActivation(ctx, u.id, a.id);
    const notes = await notificationsOf(u.id);
    expect(notes).toHaveLength(1);
    const { link: _link, ...item } = toNotificationItem(notes[0]!);
    const pushed = t.published.filter((p) => p.userId === u.id && p.event === 'NewUserNotification');
    expect(pushed.map((p) => p.payload)).toEqual([{ notification: item }]);
  });

  it('sweeper and user cancel racing: one refund, one notification, in the user language and currency', async () => {
    const u = await makeUser(t, 100_000);
    await t.db.updateTable('users').set({ locale: 'ru', currency: 'rub' }).where('id', '=', u.id).execute();
    const a = await buy(u.token, 'telegram', 'de');
    t.clock.advance(20 * MIN);
    await Promise.all([
      expireActivations(t.ctx),
      expireActivations(t.ctx, { userId: u.id }),
      call(t.app, 'POST', `/api/activation/${a.id}/cancel`, { token: u.token }),
      call(t.app, 'POST', `/api/activation/${a.id}/cancel`, { token: u.token }),
    ]);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 100_000, ledger: 100_000 });
    const refunds = await t.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('user_id', '=', u.id)
      .where('kind', '=', 'activation_refund')
      .execute();
    expect(refunds.map((r) => Number(r.amount))).toEqual([a.price]);
    const notes = await notificationsOf(u.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: `Возвращено ${moneyText(a.price, 'rub', 'ru')}`, locale: 'ru' });
    expect(balanceEvents(u.id)).toHaveLength(1);
  });

  it('an expiry with a code, a finish and a rental running out refund nothing and say nothing', async () => {
    const u = await makeUser(t, 1_000_000);
    const a = await buy(u.token, 'google', 'fr');
    await t.db.updateTable('activations').set({ status: 'code_received' }).where('id', '=', a.id).execute();
    const o = await offerOf(t.db, 'facebook', 'us');
    const rent = async () =>
      (
        await call(t.app, 'POST', '/api/rent/buy', {
          token: u.token,
          body: { service_id: o.serviceId, country_id: o.countryId, period: 4 },
        })
      ).body.rent as { id: number; price: number };
    const finished = await rent();
    const running = await rent();
    expect((await call(t.app, 'POST', `/api/rent/${finished.id}/finish`, { token: u.token })).status).toBe(200);
    t.clock.advance(5 * 60 * MIN);
    expect(await expireActivations(t.ctx, { userId: u.id })).toEqual({ expired: 0, finished: 1 });
    expect(await expireRentals(t.ctx, { userId: u.id })).toBe(1);
    const statuses = await t.db.selectFrom('rentals').select('status').where('id', '=', running.id).execute();
    expect(statuses).toEqual([{ status: 'expired' }]);
    expect(await notificationsOf(u.id)).toHaveLength(0);
    expect(balanceEvents(u.id)).toHaveLength(0);
  });

  it('a rental cancel refunds purchase plus extension once and notifies that amount', async () => {
    const u = await makeUser(t, 1_000_000);
    const o = await offerOf(t.db, 'instagram', 'gb');
    const r = (
      await call(t.app, 'POST', '/api/rent/buy', {
        token: u.token,
        body: { service_id: o.serviceId, country_id: o.countryId, period: 4 },
      })
    ).body.rent as { id: number };
    const extended = await call(t.app, 'POST', `/api/rent/${r.id}/extend`, { token: u.token, body: { period: 24 } });
    const paid = extended.body.rent.price as number;
    await Promise.all([
      call(t.app, 'POST', `/api/rent/${r.id}/cancel`, { token: u.token }),
      call(t.app, 'POST', `/api/rent/${r.id}/cancel`, { token: u.token }),
    ]);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 1_000_000, ledger: 1_000_000 });
    const notes = await notificationsOf(u.id);
    expect(notes.map((n) => [n.title, n.link])).toEqual([[`Refunded ${moneyText(paid, 'usd', 'en')}`, '/rent']]);
    expect(balanceEvents(u.id)).toEqual([{ balance: 1_000_000, refund: { amount: paid, type: 'rent', id: r.id } }]);
  });
});

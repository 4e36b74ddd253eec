import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';
import { signedHeaders } from '../../upstream/commerce/signed-request';

/** Issue 15: the user is told of their own money events, in their language, and can read them off. */
describe.each(testDatabases())('money notifications on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  const webhook = (body: Record<string, unknown>) => {
    const raw = JSON.stringify({ ...body, external_id: `gw-${Math.random()}` });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: raw,
      headers: signedHeaders(t.ctx.config.paymentWebhookSecret, raw, t.ctx.now()),
    });
  };
  const list = (token: string, q = '') => call(t.app, 'GET', `/api/notifications${q}`, { token });

  it('notifies a credited top-up once, in the user’s language, linking to /history; a declined one not at all', async () => {
    const u = await makeUser(t);
    await t.db.updateTable('users').set({ locale: 'ru' }).where('id', '=', u.id).execute();
    const code = (
      await call(t.app, 'POST', '/api/payments/top-up', { token: u.token, body: { system: 'card', amount: 500 } })
    ).body.data;
    const paid = { transaction_id: code.transaction_id, status: 'paid', amount: 500 };
    await Promise.all([webhook(paid), webhook(paid)]);
    const declined = (
      await call(t.app, 'POST', '/api/payments/top-up', { token: u.token, body: { system: 'card', amount: 700 } })
    ).body.data;
    await webhook({ transaction_id: declined.transaction_id, status: 'failed', amount: 700 });

    const answer = (await list(u.token)).body;
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({
      category: 'payments',
      title: 'Баланс пополнен',
      body: 'На ваш баланс зачислено $5,00. Баланс: $5,00.',
      link: '/history',
      read: false,
    });
    expect(answer.unread_count).toBe(1);
    expect(t.published.filter((p) => p.userId === u.id && p.event === 'NewUserNotification')).toHaveLength(1);
  });

  it('notifies a referral withdrawal, linking to /referral', async () => {
    const u = await makeUser(t);
    const friend = await makeUser(t);
    await t.db
      .insertInto('referral_earnings')
      .values({ referrer_id: u.id, referred_user_id: friend.id, source_ref: `payment:test-${u.id}`, amount: 2_000 })
      .execute();
    const toBalance = await call(t.app, 'POST', '/api/referral/withdraw', {
      token: u.token,
      body: { amount: 600, method: 'balance' },
    });
    expect(toBalance.status).toBe(200);
    const payout = await call(t.app, 'POST', '/api/referral/withdraw', {
      token: u.token,
      body: { amount: 700, method: 'card', wallet: '4111111111111111' },
    });
    expect(payout.status).toBe(200);
    const refused = await call(t.app, 'POST', '/api/referral/withdraw', {
      token: u.token,
      body: { amount: 99_999, method: 'balance' },
    });
    expect(refused.status).toBe(422);
    const { data } = (await list(u.token, '?category=payments')).body;
    expect(data.map((n: { title: string; body: string; link: string }) => [n.title, n.body, n.link])).toEqual([
      ['Withdrawal requested', 'Your request to withdraw $7.00 of referral earnings was received.', '/referral'],
      ['Referral earnings withdrawn', '$6.00 of referral earnings moved to your balance. Balance: $6.00.', '/referral'],
    ]);
    expect((await list(u.token, '?category=numbers')).body.data).toEqual([]);
  });

  it('marks only the user’s own notifications read: another’s is a 404, read-all leaves others alone', async () => {
    const ann = await makeUser(t);
    const ben = await makeUser(t);
    const notify = (userId: number, title: string) =>
      call(t.app, 'POST', '/api/dev/notifications', { body: { user_id: userId, title, body: title } });
    const a1 = (await notify(ann.id, 'a1')).body.notification;
    await notify(ann.id, 'a2');
    const b1 = (await notify(ben.id, 'b1')).body.notification;
    await notify(ben.id, 'b2');

    const foreign = await call(t.app, 'POST', `/api/notifications/${b1.id}/read`, { token: ann.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    const own = await call(t.app, 'POST', `/api/notifications/${a1.id}/read`, { token: ann.token });
    expect(own.body.unread_count).toBe(1);
    expect((await call(t.app, 'POST', '/api/notifications/read-all', { token: ann.token })).body.unread_count).toBe(0);
    const bens = (await list(ben.token)).body;
    expect(bens.unread_count).toBe(2);
    expect(bens.data.every((n: { read: boolean }) => !n.read)).toBe(true);
  });
});

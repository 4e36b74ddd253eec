import { ACTIVATION_TTL_MINUTES } from '@contracts/activations';
import { buyActivation, cancelActivation, expireActivations } from '../../upstream/commerce/activation-service';
import { activationEntry } from '../../upstream/commerce/entries';
import { testDatabases } from './helpers/test-db';
import { call } from './helpers/http';
import { balanceAndLedger, createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { signedHeaders } from '../../upstream/commerce/signed-request';
import { activationStatusOf } from '../../upstream/developer/webhooks/event-payloads';

/**
 * A cancel is one statement (issue 19): the closing update, the refund, the webhook lookup and
 * the answer's names and messages come back together. What it answers must be what a fresh read
 * of the activation shows, and what it queues what the separate lookup queued.
 */
describe.each(testDatabases())('the cancel answer on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  /** A codeport-style endpoint for activation.status_changed, added through the API. */
  const statusWebhook = async (token: string, url: string): Promise<{ id: number }> =>
    (
      await call(t.app, 'POST', '/api/user/webhooks', {
        token,
        body: { url, events: ['activation.status_changed'] },
      })
    ).body.endpoint;
  /** The text the JS path (codeportBody) would sign for `data`, with the stored delivery's own id. */
  const statusBody = (stored: string, data: unknown) =>
    JSON.stringify({
      id: (JSON.parse(stored) as { id: string }).id,
      event: 'activation.status_changed',
      created_at: t.ctx.now().toISOString(),
      data,
    });
  const deliveriesTo = (endpointId: number) =>
    t.db.selectFrom('webhook_deliveries').select(['body', 'sandbox']).where('endpoint_id', '=', endpointId).execute();

  it('answers the entry a fresh read shows, with a code-less SMS, the refund and the balance', async () => {
    const user = await makeUser(t, 100_000);
    await t.db.updateTable('users').set({ locale: 'de' }).where('id', '=', user.id).execute();
    const offer = await offerOf(t.db, 'whatsapp', 'de');
    const bought = await buyActivation(t.ctx, user.id, { serviceId: offer.serviceId, countryId: offer.countryId });
    // An SMS without a code leaves the activation waiting, so it can still be cancelled with its message.
    const raw = JSON.stringify({ phone: bought.activation.phone, from: 'Info', text: 'Welcome to the network' });
    const intake = await t.app.inject({
      method: 'POST',
      url: '/api/sms/intake',
      payload: raw,
      headers: signedHeaders(t.ctx.config.smsIntakeSecret, raw, t.ctx.now()),
    });
    expect(intake.statusCode).toBeLessThan(300);
    t.clock.advance(t.ctx.config.activationCancelLockMs);

    const cancelled = await cancelActivation(t.ctx, user.id, bought.activation.id);
    expect(cancelled.activation).toEqual(await activationEntry(t.db, bought.activation.id, 'de'));
    expect(cancelled.activation).toMatchObject({ status: 'cancelled', refunded: bought.activation.price });
    expect(cancelled.activation.messages).toHaveLength(1);
    expect(cancelled.activation.messages[0]).toMatchObject({ from: 'Info', code: null });
    expect(cancelled.balance).toBe(100_000);
    expect(await balanceAndLedger(t.db, user.id)).toEqual({ balance: 100_000, ledger: 100_000 });
  });

  it('queues activation.status_changed for endpoints that chose it, none for a paused or unchosen one', async () => {
    const user = await makeUser(t, 100_000);
    const add = (url: string, events: string[]) =>
      call(t.app, 'POST', '/api/user/webhooks', { token: user.token, body: { url, events } });
    // This event has no sms-activate shape: that style gets the Codeport envelope too (the other
    // tests here cover the codeport style).
    const chose = (
      await call(t.app, 'POST', '/api/user/webhooks', {
        token: user.token,
        body: {
          url: 'https://hooks.example.com/a',
          events: ['activation.status_changed'],
          payload_style: 'sms-activate',
        },
      })
    ).body.endpoint as { id: number };
    expect(chose.id).toEqual(expect.any(Number));
    const other = (await add('https://hooks.example.com/b', ['balance.topup'])).body.endpoint;
    const paused = (await add('https://hooks.example.com/c', ['activation.status_changed'])).body.endpoint;
    await call(t.app, 'PUT', `/api/user/webhooks/${paused.id}`, { token: user.token, body: { paused: true } });
    const offer = await offerOf(t.db, 'telegram', 'us');
    const bought = await buyActivation(t.ctx, user.id, { serviceId: offer.serviceId, countryId: offer.countryId });
    t.clock.advance(t.ctx.config.activationCancelLockMs);
    await cancelActivation(t.ctx, user.id, bought.activation.id);

    const queued = await t.db
      .selectFrom('webhook_deliveries')
      .select(['endpoint_id', 'body', 'sandbox', 'event', 'state', 'next_attempt_at'])
      .orderBy('endpoint_id')
      .execute();
    const mine = queued.filter((d) => [chose.id, other.id, paused.id].includes(d.endpoint_id));
    expect(mine.map((d) => d.endpoint_id)).toEqual([chose.id]);
    for (const d of mine) {
      expect(d).toMatchObject({ sandbox: false, event: 'activation.status_changed', state: 'pending' });
      expect(d.next_attempt_at).toEqual(t.ctx.now());
      // The body is built in SQL: byte for byte the text the JS path (codeportBody) signs.
      const { id } = JSON.parse(d.body) as { id: string };
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(d.body).toBe(
        JSON.stringify({
          id,
          event: 'activation.status_changed',
          created_at: t.ctx.now().toISOString(),
          data: activationStatusOf({ ...bought.activation, status: 'cancelled', service: 'telegram', country: 'us' })
            .data,
        }),
      );
    }
  });

  it('queues the same webhook, byte for byte, for an expiry by the sweeper', async () => {
    const user = await makeUser(t, 100_000);
    const endpoint = await statusWebhook(user.token, 'https://hooks.example.com/e');
    const offer = await offerOf(t.db, 'telegram', 'us');
    const bought = await buyActivation(t.ctx, user.id, { serviceId: offer.serviceId, countryId: offer.countryId });
    t.clock.advance(ACTIVATION_TTL_MINUTES * 60_000);
    expect((await expireActivations(t.ctx, { userId: user.id })).expired).toBe(1);
    const queued = await deliveriesTo(endpoint.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.body).toBe(
      statusBody(
        queued[0]!.body,
        activationStatusOf({ ...bought.activation, status: 'expired', service: 'telegram', country: 'us' }).data,
      ),
    );
    expect(await balanceAndLedger(t.db, user.id)).toEqual({ balance: 100_000, ledger: 100_000 });
  });

  it("refunds a sandbox account's sandbox balance and tells its owner's endpoint, marked sandbox", async () => {
    const owner = await makeUser(t, 0);
    const endpoint = await statusWebhook(owner.token, 'https://hooks.example.com/s');
    const issued = await call(t.app, 'POST', '/api/user/sandbox/key', { token: owner.token });
    expect(issued.status).toBe(200);
    const sandbox = await t.db
      .selectFrom('users')
      .select(['id', 'balance'])
      .where('sandbox_of', '=', owner.id)
      .executeTakeFirstOrThrow();
    const offer = await offerOf(t.db, 'telegram', 'us');
    const bought = await buyActivation(t.ctx, sandbox.id, { serviceId: offer.serviceId, countryId: offer.countryId });
    t.clock.advance(t.ctx.config.activationCancelLockMs);
    const cancelled = await cancelActivation(t.ctx, sandbox.id, bought.activation.id);
    expect(cancelled.balance).toBe(Number(sandbox.balance));
    // The entry's refund is the live ledger's, as a fresh read answers it.
    expect(cancelled.activation).toEqual(await activationEntry(t.db, bought.activation.id, 'en'));
    const refunds = await t.db
      .selectFrom('sandbox_ledger_entries')
      .select('amount')
      .where('user_id', '=', sandbox.id)
      .where('kind', '=', 'activation_refund')
      .execute();
    expect(refunds.map((r) => Number(r.amount))).toEqual([bought.activation.price]);
    const queued = await deliveriesTo(endpoint.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.sandbox).toBe(true);
    expect(queued[0]!.body).toBe(
      statusBody(queued[0]!.body, {
        ...activationStatusOf({ ...bought.activation, status: 'cancelled', service: 'telegram', country: 'us' }).data,
        sandbox: true,
      }),
    );
  });
});

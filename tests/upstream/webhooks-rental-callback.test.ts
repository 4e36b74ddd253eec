import { balanceAndLedger, createCommerceApp, makeUser, type CommerceTestApp } from './helpers/commerce';
import { apiKeyOf, deliverSms, handlerJson } from './helpers/handler-api';
import { testConfig, testDatabases } from './helpers/test-db';
import { startReceiver } from './helpers/webhook-receiver';
import { MAX_ATTEMPTS, RETRY_DELAYS_S, runWebhookSender } from '../../upstream/developer/webhooks/sender';

/**
 * The per-rental callback URL a bot gives with getRentNumber: each SMS to the rental is POSTed
 * there in the protocol's rent-webhook shape, by the webhook sender (SSRF guard, no redirects,
 * retries), and a URL the endpoint rules refuse is refused before anything is bought.
 */
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

async function rentWithUrl(t: CommerceTestApp, key: string, url: string | undefined) {
  return handlerJson(t.app, {
    action: 'getRentNumber',
    api_key: key,
    service: 'tg',
    country: 187,
    ...(url === undefined ? {} : { url }),
  });
}

async function callbackDeliveries(t: CommerceTestApp, rentalId: number) {
  return t.db.selectFrom('webhook_deliveries').selectAll().where('rental_id', '=', rentalId).orderBy('id').execute();
}

describe.each(testDatabases())('rental callback URLs on $name (development endpoints mode)', (database) => {
  let t: CommerceTestApp;
  let rx: Receiver;
  beforeAll(async () => {
    t = await createCommerceApp(database);
    rx = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await rx.close();
    await t.close();
  });
  beforeEach(() => {
    rx.received.length = 0;
  });

  const userWithKey = async () => {
    const u = await makeUser(t, 1_000_000);
    return { ...u, key: await apiKeyOf(t.db, u.id) };
  };

  it('POSTs each SMS of the rental to its url in the protocol shape, unsigned, and logs it delivered', async () => {
    const u = await userWithKey();
    const rented = await rentWithUrl(t, u.key, rx.url('/ok?bot=7'));
    expect(rented.status).toBe('success');
    const id = rented.phone.id as number;
    const number = rented.phone.number as string;
    const sentAt = t.clock.now();
    await deliverSms(t.app, t.ctx, { phone: `+${number}`, from: 'Telegram', text: 'Telegram code 55555' });
    expect(await runWebhookSender(t.ctx)).toBe(1);
    expect(rx.received).toHaveLength(1);
    const got = rx.received[0]!;
    expect(got.path).toBe('/ok?bot=7');
    expect(got.headers['content-type']).toBe('application/json');
    // No secret belongs to a per-rental URL, so nothing pretends to sign it.
    expect(got.headers['codeport-signature']).toBeUndefined();
    expect(JSON.parse(got.body)).toEqual({
      rentId: id,
      number,
      sms: {
        phoneFrom: 'Telegram',
        text: 'Telegram code 55555',
        code: '55555',
        service: 'tg',
        date: sentAt.toISOString().slice(0, 19).replace('T', ' '),
      },
    });
    const [row] = await callbackDeliveries(t, id);
    expect(row).toMatchObject({ endpoint_id: null, state: 'delivered', status_code: 204, attempts: 1 });

    // A second SMS is a second delivery; getRentStatus shows the same texts.
    await deliverSms(t.app, t.ctx, { phone: `+${number}`, from: 'Telegram', text: 'Telegram code 66666' });
    expect(await runWebhookSender(t.ctx)).toBe(1);
    expect(JSON.parse(rx.received[1]!.body).sms.text).toBe('Telegram code 66666');
    expect(await handlerJson(t.app, { action: 'getRentStatus', api_key: u.key, id })).toMatchObject({
      quantity: '2',
    });
  });

  it('queues nothing for a rental bought without a url', async () => {
    const u = await userWithKey();
    const rented = await rentWithUrl(t, u.key, undefined);
    await deliverSms(t.app, t.ctx, { phone: `+${rented.phone.number}`, from: 'Telegram', text: 'code 12345' });
    expect(await callbackDeliveries(t, rented.phone.id as number)).toEqual([]);
    expect(await runWebhookSender(t.ctx)).toBe(0);
  });

  it('retries a failing url on the webhook schedule, then gives up without pausing or notifying anyone', async () => {
    const u = await userWithKey();
    const rented = await rentWithUrl(t, u.key, rx.url('/fail'));
    await deliverSms(t.app, t.ctx, { phone: `+${rented.phone.number}`, from: 'Telegram', text: 'code 24680' });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await runWebhookSender(t.ctx)).toBe(1);
      expect(await runWebhookSender(t.ctx)).toBe(0);
      const [row] = await callbackDeliveries(t, rented.phone.id as number);
      expect(row).toMatchObject({ attempts: attempt, status_code: 500 });
      if (attempt < MAX_ATTEMPTS) {
        expect(row!.state).toBe('pending');
        const wait = row!.next_attempt_at!.getTime() - t.clock.now().getTime();
        waits.push(wait / 1000);
        t.clock.advance(wait);
      } else {
        expect(row).toMatchObject({ state: 'failed', next_attempt_at: null });
      }
    }
    expect(waits).toEqual([...RETRY_DELAYS_S]);
    expect(rx.received).toHaveLength(MAX_ATTEMPTS);
    expect(await t.db.selectFrom('notifications').selectAll().where('user_id', '=', u.id).execute()).toEqual([]);
  });

  it('does not follow a redirect: a 302 is a failed attempt and its target is never called', async () => {
    const u = await userWithKey();
    const rented = await rentWithUrl(t, u.key, rx.url('/redirect'));
    await deliverSms(t.app, t.ctx, { phone: `+${rented.phone.number}`, from: 'Telegram', text: 'code 13579' });
    await runWebhookSender(t.ctx);
    const [row] = await callbackDeliveries(t, rented.phone.id as number);
    expect(row).toMatchObject({ state: 'pending', status_code: 302, last_error: 'Redirect not followed.' });
    expect(rx.received.map((r) => r.path)).toEqual(['/redirect']);
  });

  it('never appears in a signed endpoint’s delivery log, and goes away with its rental', async () => {
    const u = await userWithKey();
    const rented = await rentWithUrl(t, u.key, 'https://bot.example.test/hook');
    await deliverSms(t.app, t.ctx, { phone: `+${rented.phone.number}`, from: 'Telegram', text: 'code 11223' });
    const id = rented.phone.id as number;
    expect(await callbackDeliveries(t, id)).toHaveLength(1);
    // Neither target alone is allowed by the schema.
    const now = t.clock.now();
    await expect(
      t.db
        .insertInto('webhook_deliveries')
        .values({ endpoint_id: null, event: 'x', body: '{}', next_attempt_at: now, created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow();
    await t.db.deleteFrom('rental_callbacks').where('rental_id', '=', id).execute();
    expect(await callbackDeliveries(t, id)).toEqual([]);
  });
});

describe.each(testDatabases())('rental callback URLs on $name (production address rules)', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database, testConfig({ WEBHOOKS_ALLOW_LOCAL: '0' }));
  }, 120_000);
  afterAll(() => t.close());

  it.each([
    'https://127.0.0.1/hook',
    'https://10.0.0.7/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://[::ffff:192.168.0.1]/hook',
    'https://localhost/hook',
    'https://api.localhost/hook',
    'http://bot.example.com/hook',
    'https://user:secret@bot.example.com/hook',
    'ftp://bot.example.com/hook',
    'not a url',
  ])('refuses %s with INVALID_URL before buying anything', async (url) => {
    const u = await makeUser(t, 1_000_000);
    const key = await apiKeyOf(t.db, u.id);
    expect(await rentWithUrl(t, key, url)).toEqual({ status: 'error', message: 'INVALID_URL' });
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 1_000_000, ledger: 1_000_000 });
    expect(await t.db.selectFrom('rentals').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
  });

  it('accepts a public https url, and the sender still refuses a name that resolves to a private address', async () => {
    const u = await makeUser(t, 1_000_000);
    const key = await apiKeyOf(t.db, u.id);
    const rented = await rentWithUrl(t, key, 'https://rebind.example/hook');
    expect(rented.status).toBe('success');
    await deliverSms(t.app, t.ctx, { phone: `+${rented.phone.number}`, from: 'Telegram', text: 'code 97531' });
    const resolve = async (host: string) => {
      expect(host).toBe('rebind.example');
      return [{ address: '10.0.0.7', family: 4 }];
    };
    expect(await runWebhookSender(t.ctx, { resolve })).toBe(1);
    const [row] = await callbackDeliveries(t, rented.phone.id as number);
    expect(row).toMatchObject({ state: 'pending', status_code: null, attempts: 1 });
    expect(row!.last_error).toBe('rebind.example does not resolve to a public address.');
  });
});

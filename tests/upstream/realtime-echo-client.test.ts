import type { AddressInfo } from 'node:net';
import type Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { startRealtimeServer, type RealtimeServer } from '../../upstream/realtime/server';
import { createPublisher } from '../../upstream/realtime/publisher';
import { createTestApp, testConfig, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { signUp, type SignedUp } from './helpers/accounts';
import { offerOf } from './helpers/commerce';
import { signedHeaders } from '../../upstream/commerce/signed-request';

/**
 * The whole realtime path with the libraries the browser uses: laravel-echo over pusher-js,
 * authorised by the upstream's /broadcasting/auth with a user token, events published by
 * upstream/realtime/publisher.ts through the signed HTTP API of the embedded server.
 */
const database = testDatabases()[0]!;

/**
 * pusher-js's Node build speaks through faye-websocket, whose `close()` on a socket the server has
 * already closed starts a 30 s timer that nothing clears: after the journeys where the server cuts
 * a device off (4009), those timers held the jest worker until it was force-exited. Node's own
 * WebSocket is the browser's API, the one the app's pusher-js uses in a page.
 */
(Pusher as unknown as { Runtime: { getWebSocketAPI(): unknown } }).Runtime.getWebSocketAPI = () => WebSocket;

/**
 * laravel-echo is `"type": "module"` and its CommonJS build is a `.js` file, so under jest's
 * VM modules only the ESM build loads; a real dynamic import reaches it.
 */
const importEsm = new Function('specifier', 'return import(specifier)') as (
  s: string,
) => Promise<{ default: typeof Echo }>;
let EchoClass: typeof Echo;

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Resolves once `test` holds, checking every 20 ms (`within` bounds the wait). */
const until = (test: () => boolean) =>
  new Promise<void>((resolve) => {
    const poll = () => (test() ? resolve() : setTimeout(poll, 20).unref());
    poll();
  });

// Generous: the CI machine may be busy; a missing event still fails, only later.
const within = <T>(p: Promise<T>, what: string, ms = 10_000) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), ms).unref()),
  ]);

describe('laravel-echo + pusher-js against the embedded realtime server', () => {
  let t: TestApp;
  let rt: RealtimeServer;
  let baseUrl: string;
  let owner: SignedUp;
  let other: SignedUp;
  const echos: Echo<'pusher'>[] = [];

  /** `signInAs`: the token the socket signs in with, by default the one its channels are authorised with. */
  const connect = (token: string, signInAs = token) => {
    const { key } = t.ctx.config.realtime;
    const echo = new EchoClass({
      broadcaster: 'pusher',
      Pusher,
      key,
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: rt.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      authEndpoint: `${baseUrl}/broadcasting/auth`,
      auth: { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
      userAuthentication: {
        transport: 'ajax',
        endpoint: `${baseUrl}/broadcasting/user-auth`,
        headers: { Authorization: `Bearer ${signInAs}`, Accept: 'application/json' },
      },
    });
    echos.push(echo);
    return echo;
  };

  /** What the app's createEcho does: the connection signs in as the token's user. */
  const signedIn = (token: string) => {
    const echo = connect(token);
    echo.connector.pusher.signin();
    return echo;
  };

  /** A signed-in page on `channel`: when it joined, when the server closed it, what it heard. */
  const device = (token: string, channel: string) => {
    const echo = signedIn(token);
    const state = { ready: deferred<void>(), gone: deferred<void>() };
    const codes: unknown[] = [];
    echo.connector.pusher.connection.bind('state_change', ({ current }: { current: string }) => {
      if (current === 'disconnected') state.gone.resolve();
    });
    echo
      .private(channel)
      .subscribed(() => state.ready.resolve())
      .listen('BalanceTopup', (e: unknown) => codes.push(e));
    return { echo, state, codes };
  };

  beforeAll(async () => {
    EchoClass = (await importEsm('laravel-echo')).default;
    const config = testConfig();
    const { appId, key, secret } = config.realtime;
    rt = await startRealtimeServer({ port: 0, apps: [{ id: appId, key, secret }] });
    const publish = createPublisher({ url: `http://127.0.0.1:${rt.port}`, appId, key, secret, strict: true });
    // The context's publish takes any payload; the publisher validates it against the contract.
    t = await createTestApp(
      database,
      {
        config,
        publish: (userId, event, payload, to) => publish(userId, event, payload as never, to),
      },
      {},
      { commerce: true },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await signUp(t, 'live@example.test');
    other = await signUp(t, 'other-live@example.test');
  }, 120_000);

  afterAll(async () => {
    for (const echo of echos) echo.disconnect();
    await rt.close();
    await t.close();
  });

  it('receives BalanceTopup, NewUserNotification, Activation.NewCodeReceived and NewMessage on private user.{id}', async () => {
    const echo = connect(owner.token);
    const got = {
      topup: deferred<unknown>(),
      notification: deferred<unknown>(),
      code: deferred<unknown>(),
      message: deferred<unknown>(),
    };
    const subscribed = deferred<void>();
    echo
      .private(`user.${owner.user.id}.0`)
      .subscribed(() => subscribed.resolve())
      .listen('BalanceTopup', (e: unknown) => got.topup.resolve(e))
      .listen('NewUserNotification', (e: unknown) => got.notification.resolve(e))
      .listen('Activation.NewCodeReceived', (e: unknown) => got.code.resolve(e))
      .listen('NewMessage', (e: unknown) => got.message.resolve(e));
    await within(subscribed.promise, 'subscription');

    await t.ctx.publish(owner.user.id, 'BalanceTopup', { balance: 12_500 });
    expect(await within(got.topup.promise, 'BalanceTopup')).toEqual({ balance: 12_500 });

    const created = await call(t.app, 'POST', '/api/dev/notifications', {
      body: { user_id: owner.user.id, title: 'Hello', body: 'Live' },
    });
    expect(await within(got.notification.promise, 'NewUserNotification')).toEqual({
      notification: {
        id: created.body.notification.id,
        title: 'Hello',
        body: 'Live',
        category: 'system',
        read: false,
        created_at: expect.any(String),
      },
    });

    const activation = {
      id: 41,
      status: 'code_received',
      messages: [
        {
          id: 7,
          from: 'WhatsApp',
          text: 'Your code is 123-456',
          code: '123456',
          viewed: false,
          received_at: new Date().toISOString(),
        },
      ],
    };
    await t.ctx.publish(owner.user.id, 'Activation.NewCodeReceived', { type: 'activation', activation });
    expect(await within(got.code.promise, 'NewCodeReceived')).toEqual({ type: 'activation', activation });

    const ticket = await call(t.app, 'POST', '/api/support/tickets', {
      token: owner.token,
      body: { subject: 'Live chat', message: 'Anyone there?' },
    });
    await call(t.app, 'POST', `/api/dev/support/tickets/${ticket.body.ticket.id}/reply`, {
      body: { message: 'Yes, we are.' },
    });
    expect(await within(got.message.promise, 'NewMessage')).toEqual({
      resource: expect.objectContaining({ ticket_id: ticket.body.ticket.id, author: 'support', body: 'Yes, we are.' }),
    });
  }, 30_000);

  it('gets BalanceTopup from a signed payment webhook and NewCodeReceived from a signed SMS, as the domain publishes them', async () => {
    const user = await signUp(t, 'live-domain@example.test');
    const echo = connect(user.token);
    const topup = deferred<unknown>();
    const code = deferred<unknown>();
    const ready = deferred<void>();
    echo
      .private(`user.${user.user.id}.0`)
      .subscribed(() => ready.resolve())
      .listen('BalanceTopup', (e: unknown) => topup.resolve(e))
      .listen('Activation.NewCodeReceived', (e: unknown) => code.resolve(e));
    await within(ready.promise, 'subscription');

    const signed = (url: string, secret: string, body: object) => {
      const raw = JSON.stringify(body);
      return t.app.inject({ method: 'POST', url, payload: raw, headers: signedHeaders(secret, raw) });
    };
    const form = (
      await call(t.app, 'POST', '/api/payments/top-up', { token: user.token, body: { system: 'card', amount: 50_000 } })
    ).body.data;
    const paid = await signed('/api/payments/webhook', t.ctx.config.paymentWebhookSecret, {
      transaction_id: form.transaction_id,
      status: 'paid',
      amount: 50_000,
    });
    expect(paid.statusCode).toBe(200);
    expect(await within(topup.promise, 'BalanceTopup')).toEqual({ balance: 50_000 });

    const o = await offerOf(t.db, 'telegram', 'de');
    const bought = (
      await call(t.app, 'POST', '/api/activation/buy', {
        token: user.token,
        body: { service_id: o.serviceId, country_id: o.countryId },
      })
    ).body.activation;
    const sms = await signed('/api/sms/intake', t.ctx.config.smsIntakeSecret, {
      phone: bought.phone,
      from: 'Telegram',
      text: 'Telegram code 55312',
    });
    expect(JSON.parse(sms.body)).toMatchObject({ matched: true, code: '55312' });
    expect(await within(code.promise, 'NewCodeReceived')).toEqual({
      type: 'activation',
      activation: expect.objectContaining({
        id: bought.id,
        phone: bought.phone,
        status: 'code_received',
        messages: [expect.objectContaining({ code: '55312', viewed: false })],
      }),
    });
  }, 30_000);

  it("is refused another user's channel with 403 and never sees its events", async () => {
    const echo = connect(owner.token);
    const failed = deferred<unknown>();
    const leaked = jest.fn();
    echo
      .private(`user.${other.user.id}.0`)
      .error((e: unknown) => failed.resolve(e))
      .listen('BalanceTopup', leaked);
    const error = (await within(failed.promise, 'subscription error')) as { status?: number; type?: string };
    expect(error).toMatchObject({ status: 403 });

    // The other user's own client does get it, so the publish really happened.
    const rightful = connect(other.token);
    const received = deferred<unknown>();
    const ready = deferred<void>();
    rightful
      .private(`user.${other.user.id}.0`)
      .subscribed(() => ready.resolve())
      .listen('BalanceTopup', (e: unknown) => received.resolve(e));
    await within(ready.promise, 'rightful subscription');
    await t.ctx.publish(other.user.id, 'BalanceTopup', { balance: 1 });
    expect(await within(received.promise, 'rightful BalanceTopup')).toEqual({ balance: 1 });
    expect(leaked).not.toHaveBeenCalled();
  }, 30_000);

  it('a device signed out elsewhere is cut off at once: its socket closes, it cannot come back, and only the device still signed in gets the next code', async () => {
    const email = 'revoked-live@example.test';
    const phone = await signUp(t, email);
    const laptopToken = (await call(t.app, 'POST', '/api/login', { body: { email, password: 'correct-horse-1' } })).body
      .token as string;
    const channel = `user.${phone.user.id}.0`;
    const [revoked, kept] = [device(phone.token, channel), device(laptopToken, channel)];
    const devices = [revoked, kept];
    for (const d of devices) await within(d.state.ready.promise, 'subscription');
    await within(
      until(() => devices.every((d) => d.echo.connector.pusher.user.user_data?.id === String(phone.user.id))),
      'both devices signed in',
    );

    // The laptop signs every other device out: both sockets are closed by the server (4009).
    expect((await call(t.app, 'DELETE', '/api/user/sessions', { token: laptopToken })).status).toBe(200);
    for (const d of devices) await within(d.state.gone.promise, 'socket closed by the server');
    expect(rt.stats().userConnectionsTerminated).toBeGreaterThanOrEqual(2);

    // Both connect again, as the app does: the revoked token is refused (its sign-in and its
    // channel both answer 401), the valid one signs in and joins the channel its user now names
    // (the revocation moved it on).
    const moved = (await call(t.app, 'GET', '/api/user', { token: laptopToken })).body.user.realtime_channel as string;
    expect(moved).toBe(`user.${phone.user.id}.1`);
    const rejoined = deferred<void>();
    const refused = deferred<unknown>();
    kept.echo.leave(channel);
    kept.echo
      .private(moved)
      .subscribed(() => rejoined.resolve())
      .listen('BalanceTopup', (e: unknown) => kept.codes.push(e));
    revoked.echo.private(moved).error((e: unknown) => refused.resolve(e));
    revoked.echo.connector.pusher.connect();
    kept.echo.connector.pusher.connect();
    await within(rejoined.promise, 'the kept device rejoins');
    expect(await within(refused.promise, 'the revoked device is refused')).toMatchObject({ status: 401 });

    await t.ctx.publish(phone.user.id, 'BalanceTopup', { balance: 7 });
    await within(
      until(() => kept.codes.length > 0),
      'the kept device gets the next event',
    );
    expect(kept.codes).toEqual([{ balance: 7 }]);
    expect(revoked.codes).toEqual([]);
  }, 30_000);

  it('signing out cuts off a copy of the session that ignores it: its socket closes and it cannot come back', async () => {
    const user = await signUp(t, 'copied-session@example.test');
    const channel = `user.${user.user.id}.0`;
    // The same token twice: the user's own page and a stolen copy driven by a script.
    const [page, copy] = [device(user.token, channel), device(user.token, channel)];
    for (const d of [page, copy]) await within(d.state.ready.promise, 'subscription');
    await within(
      until(() => [page, copy].every((d) => d.echo.connector.pusher.user.user_data?.id === String(user.user.id))),
      'both signed in',
    );

    // The page signs out and closes its own socket; the copy does nothing, and is closed anyway.
    expect((await call(t.app, 'POST', '/api/logout', { token: user.token })).status).toBe(200);
    page.echo.disconnect();
    await within(copy.state.gone.promise, "the copy's socket closed by the server");

    const refused = deferred<unknown>();
    copy.echo.private(channel).error((e: unknown) => refused.resolve(e));
    copy.echo.connector.pusher.connect();
    expect(await within(refused.promise, 'the copy is refused')).toMatchObject({ status: 401 });
  }, 30_000);
  it("a socket that joined the user's channel with a session since revoked hears nothing more, whatever account it signed in as", async () => {
    const email = 'thief-target@example.test';
    const victim = await signUp(t, email);
    const stolenToken = (await call(t.app, 'POST', '/api/login', { body: { email, password: 'correct-horse-1' } })).body
      .token as string;
    const thiefOwn = await signUp(t, 'thief-own@example.test');
    // The thief's socket: the victim's channel authorised with the stolen session, the socket
    // signed in as the thief's own account, so closing the victim's signed-in sockets misses it.
    const echo = connect(stolenToken, thiefOwn.token);
    echo.connector.pusher.signin();
    const joined = deferred<void>();
    const heard: unknown[] = [];
    echo
      .private(`user.${victim.user.id}.0`)
      .subscribed(() => joined.resolve())
      .listen('BalanceTopup', (e: unknown) => heard.push(e));
    await within(joined.promise, "the thief joins the victim's channel");
    await within(
      until(() => echo.connector.pusher.user.user_data?.id === String(thiefOwn.user.id)),
      'the thief signed in as its own account',
    );
    await t.ctx.publish(victim.user.id, 'BalanceTopup', { balance: 1 });
    await within(
      until(() => heard.length === 1),
      'before the revocation the thief hears the event',
    );

    // The victim signs every other session out, from a new sign-in.
    const victimNow = (await call(t.app, 'POST', '/api/login', { body: { email, password: 'correct-horse-1' } })).body
      .token as string;
    expect((await call(t.app, 'DELETE', '/api/user/sessions', { token: victimNow })).status).toBe(200);
    const page = device(victimNow, `user.${victim.user.id}.1`);
    await within(page.state.ready.promise, "the victim's page joins the channel of now");
    await t.ctx.publish(victim.user.id, 'BalanceTopup', { balance: 2 });
    await within(
      until(() => page.codes.length === 1),
      "the victim's page gets the next event",
    );
    // Before, the thief's socket stayed open on the channel every event went to.
    expect(echo.connector.pusher.connection.state).toBe('connected');
    expect(heard).toEqual([{ balance: 1 }]);
  }, 30_000);
});

import { createHash, createHmac } from 'node:crypto';
import Pusher from 'pusher';
import type { RealtimeServer } from '../../upstream/realtime/server';
import { createPublisher, fitNewCode } from '../../upstream/realtime/publisher';
import { channelAuth, RawClient, startTestServer, testApp } from './realtime-helpers';

/**
 * The signed HTTP publish API (issue 3 §5): what the official `pusher` library calls, and
 * what it must refuse — unsigned, forged, stale or tampered requests and oversize events.
 * Signatures for the raw requests are computed here, independently of the server's code.
 */
const credentials = { appId: testApp.id, key: testApp.key, secret: testApp.secret };

function signedPath(
  method: string,
  path: string,
  body: string,
  overrides: Record<string, string> = {},
  secret = testApp.secret,
): string {
  const params: Record<string, string> = {
    auth_key: testApp.key,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...(body ? { body_md5: createHash('md5').update(body).digest('hex') } : {}),
    ...overrides,
  };
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const signature = createHmac('sha256', secret).update(`${method}\n${path}\n${query}`).digest('hex');
  return `${path}?${query}&auth_signature=${signature}`;
}

describe('realtime HTTP API', () => {
  let server: RealtimeServer;
  let base: string;
  let pusher: Pusher;
  const open: RawClient[] = [];

  const subscriber = async (channel: string) => {
    const { client, socketId } = await RawClient.connect(server.port);
    open.push(client);
    const reply = await client.subscribe(
      channel,
      channel.startsWith('private-') ? channelAuth(socketId, channel) : undefined,
    );
    expect(reply.event).toBe('pusher_internal:subscription_succeeded');
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer();
    base = `http://127.0.0.1:${server.port}`;
    pusher = new Pusher({ ...credentials, host: '127.0.0.1', port: String(server.port), useTLS: false });
  }, 120_000);
  afterEach(() => open.splice(0).forEach((c) => c.close()));
  afterAll(() => server.close());

  it('delivers trigger() and triggerBatch() from the official library, and answers its channel queries', async () => {
    const alice = await subscriber('private-user.1');
    const bob = await subscriber('private-user.2');
    await pusher.trigger(['private-user.1', 'private-user.2'], 'App\\Events\\BalanceTopup', { balance: 10 });
    expect(await alice.next('App\\Events\\BalanceTopup')).toMatchObject({
      channel: 'private-user.1',
      data: { balance: 10 },
    });
    expect(await bob.next('App\\Events\\BalanceTopup')).toMatchObject({
      channel: 'private-user.2',
      data: { balance: 10 },
    });

    await pusher.triggerBatch([
      { channel: 'private-user.1', name: 'first', data: { n: 1 } },
      { channel: 'private-user.2', name: 'second', data: { n: 2 } },
    ]);
    expect((await alice.next('first')).data).toEqual({ n: 1 });
    expect((await bob.next('second')).data).toEqual({ n: 2 });

    const channels = await (
      await pusher.get({ path: '/channels', params: { filter_by_prefix: 'private-user.', info: 'subscription_count' } })
    ).json();
    expect(channels).toEqual({
      channels: { 'private-user.1': { subscription_count: 1 }, 'private-user.2': { subscription_count: 1 } },
    });
    const one = await (await pusher.get({ path: '/channels/private-user.9', params: {} })).json();
    expect(one).toEqual({ occupied: false });
  });

  it('excludes the socket named in socket_id, as Pusher does for the sender', async () => {
    const { client, socketId } = await RawClient.connect(server.port);
    open.push(client);
    await client.subscribe('news');
    const other = await subscriber('news');
    await pusher.trigger('news', 'tick', { n: 1 }, { socket_id: socketId });
    expect((await other.next('tick')).data).toEqual({ n: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(client.pending().filter((m) => m.event === 'tick')).toEqual([]);
  });

  it('refuses a library configured with the wrong secret, and delivers nothing', async () => {
    const listener = await subscriber('private-user.3');
    const forged = new Pusher({
      ...credentials,
      secret: 'not-the-secret-at-all',
      host: '127.0.0.1',
      port: String(server.port),
      useTLS: false,
    });
    await expect(forged.trigger('private-user.3', 'leak', { x: 1 })).rejects.toMatchObject({ status: 401 });
    await pusher.trigger('private-user.3', 'after', {});
    await listener.next('after');
    expect(listener.pending().filter((m) => m.event === 'leak')).toEqual([]);
  });

  it.each([
    [
      'no signature at all',
      () =>
        `/apps/${testApp.id}/events?auth_key=${testApp.key}&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0`,
    ],
    [
      'a timestamp 11 minutes old',
      (body: string) =>
        signedPath('POST', `/apps/${testApp.id}/events`, body, {
          auth_timestamp: String(Math.floor(Date.now() / 1000) - 660),
        }),
    ],
    [
      'a body_md5 of another body',
      (body: string) =>
        signedPath('POST', `/apps/${testApp.id}/events`, body, {
          body_md5: createHash('md5').update(`${body} `).digest('hex'),
        }),
    ],
    [
      'another app key',
      (body: string) => signedPath('POST', `/apps/${testApp.id}/events`, body, { auth_key: 'someone-else' }),
    ],
    [
      'a signature over another path',
      (body: string) =>
        signedPath('POST', `/apps/${testApp.id}/batch_events`, body).replace('/batch_events?', '/events?'),
    ],
  ])('answers a publish with %s with 401', async (_label, url) => {
    const body = JSON.stringify({ name: 'x', channels: ['news'], data: '{}' });
    const res = await fetch(`${base}${url(body)}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });

  it('accepts a correctly signed raw request, refuses event data over 10 KiB with 413 and unknown apps with 404', async () => {
    const listener = await subscriber('news');
    const small = JSON.stringify({ name: 'ok', channels: ['news'], data: '{"a":1}' });
    const ok = await fetch(`${base}${signedPath('POST', `/apps/${testApp.id}/events`, small)}`, {
      method: 'POST',
      body: small,
    });
    expect(ok.status).toBe(200);
    expect((await listener.next('ok')).data).toEqual({ a: 1 });

    const big = JSON.stringify({
      name: 'big',
      channels: ['news'],
      data: JSON.stringify({ pad: 'x'.repeat(10 * 1024) }),
    });
    const tooBig = await fetch(`${base}${signedPath('POST', `/apps/${testApp.id}/events`, big)}`, {
      method: 'POST',
      body: big,
    });
    expect(tooBig.status).toBe(413);
    const unknown = await fetch(`${base}${signedPath('POST', '/apps/nope/events', small)}`, {
      method: 'POST',
      body: small,
    });
    expect(unknown.status).toBe(404);
    const badChannel = JSON.stringify({ name: 'x', channels: ['no spaces allowed'], data: '{}' });
    expect(
      (
        await fetch(`${base}${signedPath('POST', `/apps/${testApp.id}/events`, badChannel)}`, {
          method: 'POST',
          body: badChannel,
        })
      ).status,
    ).toBe(400);
    expect(listener.pending().filter((m) => m.event === 'big' || m.event === 'x')).toEqual([]);
  });
});

describe('upstream publisher', () => {
  let server: RealtimeServer;
  const open: RawClient[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterEach(() => open.splice(0).forEach((c) => c.close()));
  afterAll(() => server.close());

  const listen = async (userId: number, epoch = 0) => {
    const { client, socketId } = await RawClient.connect(server.port);
    open.push(client);
    const channel = `private-user.${userId}.${epoch}`;
    await client.subscribe(channel, channelAuth(socketId, channel));
    return client;
  };
  const publisher = (strict: boolean) =>
    createPublisher({ ...credentials, url: `http://127.0.0.1:${server.port}`, strict });

  it('publishes on private-user.{id}.{epoch} under the event name Laravel Echo listens for', async () => {
    const client = await listen(7, 3);
    const stale = await listen(7, 2);
    await publisher(true)(
      7,
      'NewMessage',
      { resource: { id: 1, ticket_id: 2, author: 'support', body: 'Hi', created_at: new Date().toISOString() } },
      { epoch: 3 },
    );
    const got = await client.next((m) => m.event.startsWith('App\\Events\\'));
    expect(stale.pending().filter((m) => m.event.startsWith('App\\Events\\'))).toEqual([]);
    expect(got).toMatchObject({
      event: 'App\\Events\\NewMessage',
      channel: 'private-user.7.3',
      data: { resource: { body: 'Hi' } },
    });
  });

  it('refuses a payload outside the contract (strict) or drops it with a log line, never sending it', async () => {
    const client = await listen(8);
    await expect(publisher(true)(8, 'BalanceTopup', { balance: -5 } as never)).rejects.toThrow(
      /Invalid BalanceTopup payload/,
    );
    await expect(publisher(false)(8, 'BalanceTopup', { balance: 'lots' } as never)).resolves.toBeUndefined();
    await expect(publisher(true)(0, 'BalanceTopup', { balance: 1 })).rejects.toThrow(/Invalid user id/);
    await publisher(true)(8, 'BalanceTopup', { balance: 3 });
    expect((await client.next('App\\Events\\BalanceTopup')).data).toEqual({ balance: 3 });
    expect(client.pending()).toEqual([]);
  });

  it('cuts a rental with hundreds of messages down to the newest that fit in 10 KiB and flags the cut', async () => {
    const client = await listen(9);
    const start = Date.parse('2026-03-01T10:00:00Z');
    const messages = Array.from({ length: 300 }, (_, i) => ({
      id: i + 1,
      from: 'Google',
      text: `G-${String(100_000 + i)} is your Google verification code.`,
      code: String(100_000 + i),
      viewed: true,
      received_at: new Date(start + i * 60_000).toISOString(),
    }));
    await publisher(true)(9, 'Activation.NewCodeReceived', {
      type: 'rent',
      activation: { id: 5, status: 'active', messages },
    });
    const got = await client.next('App\\Events\\Activation\\NewCodeReceived');
    expect(Buffer.byteLength(JSON.stringify(got.data))).toBeLessThanOrEqual(10 * 1024);
    const sent = (got.data as { activation: { messages: { id: number }[]; messages_truncated?: boolean } }).activation;
    expect(sent.messages_truncated).toBe(true);
    expect(sent.messages.length).toBeGreaterThan(10);
    expect(sent.messages.at(-1)!.id).toBe(300);
    expect(sent.messages.map((m) => m.id)).toEqual(
      Array.from({ length: sent.messages.length }, (_, i) => 300 - sent.messages.length + 1 + i),
    );
  });
});

describe('fitNewCode', () => {
  const MAX = 10 * 1024;
  const start = Date.parse('2026-03-01T10:00:00Z');
  const rental = (
    count: number,
    text = (i: number) => `G-${String(100_000 + i)} is your Google verification code.`,
  ) => ({
    type: 'rent' as const,
    activation: {
      id: 5,
      status: 'active',
      messages: Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        from: 'Google',
        text: text(i),
        code: String(100_000 + i),
        viewed: false,
        received_at: new Date(start + i * 60_000).toISOString(),
      })),
    },
  });
  const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));

  /**
   * Runs `fn` counting the characters JSON.stringify produces and Buffer.byteLength measures.
   * Linear work is a small multiple of the payload; past `limit` it throws at once, so the
   * quadratic cut (the whole payload again after each dropped message) fails fast, not slowly.
   */
  function metered<T>(limit: number, fn: () => T): { result: T; stringified: number; measured: number } {
    const { stringify } = JSON;
    const { byteLength } = Buffer;
    let stringified = 0;
    let measured = 0;
    const over = () => {
      if (stringified > limit || measured > limit)
        throw new Error(`serialised ${stringified} and measured ${measured} characters: more than ${limit}`);
    };
    const json = jest.spyOn(JSON, 'stringify').mockImplementation((...args: Parameters<typeof JSON.stringify>) => {
      const out = stringify(...args);
      stringified += out?.length ?? 0;
      over();
      return out;
    });
    const length = jest.spyOn(Buffer, 'byteLength').mockImplementation((...args: Parameters<typeof byteLength>) => {
      if (typeof args[0] === 'string') measured += args[0].length;
      over();
      return byteLength(...args);
    });
    try {
      return { result: fn(), stringified, measured };
    } finally {
      json.mockRestore();
      length.mockRestore();
    }
  }

  it('cuts 5,000 messages to the newest that fit, measuring each message once', () => {
    const payload = rental(5000);
    const whole = JSON.stringify(payload).length;
    const { result, stringified, measured } = metered(3 * whole, () => fitNewCode(payload, MAX));
    // The whole payload once (does it fit?), each message once, the envelope once.
    expect(stringified).toBeLessThanOrEqual(2 * whole + 1024);
    expect(measured).toBeLessThanOrEqual(2 * whole + 1024);

    const { messages, messages_truncated } = result.activation as typeof result.activation & {
      messages_truncated?: boolean;
    };
    expect(messages_truncated).toBe(true);
    expect(bytes(result)).toBeLessThanOrEqual(MAX);
    // The newest ones, oldest first, with no gap; one more would not fit.
    expect(messages.at(-1)!.id).toBe(5000);
    expect(messages.map((m) => m.id)).toEqual(
      Array.from({ length: messages.length }, (_, i) => 5001 - messages.length + i),
    );
    const oneMore = {
      ...result,
      activation: {
        ...result.activation,
        messages: [payload.activation.messages[4999 - messages.length]!, ...messages],
      },
    };
    expect(bytes(oneMore)).toBeGreaterThan(MAX);
    expect(result.activation).toMatchObject({ id: 5, status: 'active' });
  });

  it('keeps the newest by received_at whatever the order the messages came in', () => {
    const payload = rental(400);
    const shuffled = {
      ...payload,
      activation: { ...payload.activation, messages: [...payload.activation.messages].reverse() },
    };
    const result = fitNewCode(shuffled, MAX);
    expect(result.activation.messages.at(-1)!.id).toBe(400);
    expect(result).toEqual(fitNewCode(payload, MAX));
  });

  it('sends a payload that fits as it is, and keeps the newest message even when it alone is too big', () => {
    const small = rental(3);
    expect(fitNewCode(small, MAX)).toBe(small);
    const huge = rental(3, (i) => `${i}: ${'x'.repeat(6000)}`);
    const result = fitNewCode(huge, MAX);
    expect(result.activation.messages.map((m) => m.id)).toEqual([3]);
    expect(result.activation).toMatchObject({ messages_truncated: true });
  });
});

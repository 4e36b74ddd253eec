import Pusher from 'pusher';
import type { RealtimeServer } from '../../upstream/realtime/server';
import { channelAuth, RawClient, startTestServer, testApp } from './realtime-helpers';

const appCredentials = { appId: testApp.id, key: testApp.key, secret: testApp.secret };

describe('realtime server: Pusher protocol 7 over WebSocket', () => {
  let server: RealtimeServer;
  const open: RawClient[] = [];
  const connect = async () => {
    const c = await RawClient.connect(server.port);
    open.push(c.client);
    return c;
  };

  beforeAll(async () => {
    server = await startTestServer({ activityTimeout: 120 });
  }, 120_000);
  afterEach(() => open.splice(0).forEach((c) => c.close()));
  afterAll(() => server.close());

  it('greets with connection_established: data is a JSON string with a \\d+.\\d+ socket id and the activity timeout', async () => {
    const client = await RawClient.open(server.port);
    open.push(client);
    const hello = await client.next('pusher:connection_established');
    expect(typeof hello.rawData).toBe('string');
    expect(hello.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:ping', data: {} });
    await expect(client.next('pusher:pong')).resolves.toMatchObject({ event: 'pusher:pong' });
  });

  it('refuses an unknown app key with 4001 and closes with the same code', async () => {
    const client = await RawClient.open(server.port, '/app/not-a-key?protocol=7');
    const error = await client.next('pusher:error');
    expect(error.data).toMatchObject({ code: 4001 });
    await expect(client.closed).resolves.toMatchObject({ code: 4001 });
  });

  it.each([
    ['?protocol=6', 4007],
    ['?protocol=seven', 4006],
    ['', 4008],
  ])('refuses protocol %p with %p', async (query, code) => {
    const client = await RawClient.open(server.port, `/app/${testApp.key}${query}`);
    expect((await client.next('pusher:error')).data).toMatchObject({ code });
    await expect(client.closed).resolves.toMatchObject({ code });
  });

  it('rejects an upgrade outside /app/{key} at the HTTP level', async () => {
    await expect(RawClient.open(server.port, '/socket?protocol=7')).rejects.toThrow(/404/);
  });

  it('subscribes to a public channel without auth', async () => {
    const { client } = await connect();
    const reply = await client.subscribe('news');
    expect(reply).toMatchObject({ event: 'pusher_internal:subscription_succeeded', channel: 'news' });
  });

  it('subscribes to a private channel with key:HMAC(secret, "socket_id:channel")', async () => {
    const { client, socketId } = await connect();
    const reply = await client.subscribe('private-user.1', channelAuth(socketId, 'private-user.1'));
    expect(reply.event).toBe('pusher_internal:subscription_succeeded');
    expect(server.stats().subscriptions).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['no auth', () => undefined],
    ['a signature made with another secret', (id: string) => channelAuth(id, 'private-user.1', 'wrong-secret')],
    ['a signature for another channel', (id: string) => channelAuth(id, 'private-user.2')],
    ['a signature for another socket', () => channelAuth('1.1', 'private-user.1')],
    ['another app key', (id: string) => channelAuth(id, 'private-user.1', testApp.secret, 'other-key')],
  ])('answers a private subscription with %s with subscription_error 401', async (_label, auth) => {
    const { client, socketId } = await connect();
    const reply = await client.subscribe('private-user.1', auth(socketId));
    expect(reply).toMatchObject({
      event: 'pusher:subscription_error',
      channel: 'private-user.1',
      data: { type: 'AuthError', status: 401 },
    });
  });

  it('refuses presence channels it cannot serve, with a subscription_error', async () => {
    const { client, socketId } = await connect();
    const reply = await client.subscribe('presence-room', channelAuth(socketId, 'presence-room'));
    expect(reply).toMatchObject({ event: 'pusher:subscription_error', data: { status: 400 } });
  });

  it('rejects client events with 4301 and keeps the connection', async () => {
    const { client, socketId } = await connect();
    await client.subscribe('private-user.1', channelAuth(socketId, 'private-user.1'));
    client.send({ event: 'client-typing', channel: 'private-user.1', data: {} });
    const error = await client.next('pusher:error');
    expect(error).toMatchObject({ channel: 'private-user.1', data: { code: 4301 } });
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
  });

  it('rejects a message over maxPayload with a 4300 error without dropping the connection', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel: 'news', pad: 'x'.repeat(11 * 1024) } });
    expect((await client.next('pusher:error')).data).toMatchObject({
      code: 4300,
      message: expect.stringMatching(/too large/),
    });
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
  });

  it('cuts a frame far over the cap at the WebSocket layer (1009)', async () => {
    const { client } = await connect();
    client.send('x'.repeat(64 * 1024));
    await expect(client.closed).resolves.toMatchObject({ code: 1009 });
  });

  it.each([
    ['not JSON', '{"event":'],
    ['JSON without an event', '{"data":{}}'],
    ['a JSON scalar', '42'],
    ['a subscribe without a channel', '{"event":"pusher:subscribe","data":"{bad"}'],
    ['a binary frame', Buffer.from([0, 1, 2, 255])],
  ])('survives %s: reports 4300 and keeps serving', async (_label, payload) => {
    const { client } = await connect();
    client.send(payload);
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4300 });
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const { client } = await connect();
    await client.subscribe('gone');
    await client.subscribe('kept');
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'gone' } });
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong'); // the unsubscribe, sent first, has been handled
    const pusher = new Pusher({ ...appCredentials, host: '127.0.0.1', port: String(server.port), useTLS: false });
    await pusher.trigger('gone', 'tick', { n: 1 });
    await pusher.trigger('kept', 'tick', { n: 2 });
    expect(await client.next('tick')).toMatchObject({ channel: 'kept', data: { n: 2 } });
    expect(client.pending().filter((m) => m.event === 'tick')).toEqual([]);
  });
});

describe('realtime server: heartbeat, limits and shutdown', () => {
  it('pings a quiet client and closes it with 4201 when no pong comes; a client that answers stays', async () => {
    const server = await startTestServer({ activityTimeout: 0.3, pongTimeout: 0.3 });
    try {
      const silent = await RawClient.connect(server.port);
      const alive = await RawClient.connect(server.port);
      await alive.client.next('pusher:ping', 1500);
      alive.client.send({ event: 'pusher:pong', data: {} });
      await silent.client.next('pusher:ping', 1500);
      await expect(silent.client.closed).resolves.toMatchObject({ code: 4201 });
      expect(alive.client.ws.readyState).toBe(alive.client.ws.OPEN);
      alive.client.close();
    } finally {
      await server.close();
    }
  });

  it('caps connections per IP with 4100', async () => {
    const server = await startTestServer({ maxConnectionsPerIp: 2 });
    try {
      const first = await RawClient.connect(server.port);
      const second = await RawClient.connect(server.port);
      const third = await RawClient.open(server.port);
      expect((await third.next('pusher:error')).data).toMatchObject({ code: 4100 });
      await expect(third.closed).resolves.toMatchObject({ code: 4100 });
      first.client.close();
      await first.client.closed;
      await new Promise((r) => setTimeout(r, 50)); // let the server see the close
      const fourth = await RawClient.connect(server.port);
      expect(fourth.socketId).toMatch(/^\d+\.\d+$/);
      second.client.close();
      fourth.client.close();
    } finally {
      await server.close();
    }
  });

  it('behind a trusted proxy counts the nearest untrusted hop, not the first X-Forwarded-For entry a client writes', async () => {
    const server = await startTestServer({ maxConnectionsPerIp: 1, trustProxy: ['loopback'] });
    const via = (spoofed: string) =>
      RawClient.open(server.port, undefined, { 'X-Forwarded-For': `${spoofed}, 203.0.113.7` });
    try {
      const first = await via('198.51.100.1');
      await first.next('pusher:connection_established');
      const second = await via('198.51.100.2');
      expect((await second.next('pusher:error')).data).toMatchObject({ code: 4100 });
      // Another real client behind the same proxy is its own address.
      const other = await RawClient.open(server.port, undefined, { 'X-Forwarded-For': '203.0.113.8' });
      await other.next('pusher:connection_established');
      first.close();
      other.close();
    } finally {
      await server.close();
    }
  });

  it('without trusted proxies ignores X-Forwarded-For', async () => {
    const server = await startTestServer({ maxConnectionsPerIp: 1 });
    try {
      const first = await RawClient.open(server.port, undefined, { 'X-Forwarded-For': '203.0.113.7' });
      await first.next('pusher:connection_established');
      const second = await RawClient.open(server.port, undefined, { 'X-Forwarded-For': '203.0.113.8' });
      expect((await second.next('pusher:error')).data).toMatchObject({ code: 4100 });
      first.close();
    } finally {
      await server.close();
    }
  });

  it('caps channels per connection: the next subscription gets a 429 subscription_error, the others stay', async () => {
    const server = await startTestServer({ maxChannelsPerConnection: 2 });
    try {
      const { client } = await RawClient.connect(server.port);
      await client.subscribe('one');
      await client.subscribe('two');
      expect(await client.subscribe('three')).toMatchObject({
        event: 'pusher:subscription_error',
        data: { status: 429 },
      });
      // Subscribing again to a channel it already has is not a new channel.
      expect((await client.subscribe('two')).event).toBe('pusher_internal:subscription_succeeded');
      expect(server.stats()).toMatchObject({ channels: 2, subscriptions: 2 });
      client.close();
    } finally {
      await server.close();
    }
  });

  it('close() ends every socket with 4200 (reconnect) and stops listening', async () => {
    const server = await startTestServer();
    const { client } = await RawClient.connect(server.port);
    await server.close();
    await expect(client.closed).resolves.toMatchObject({ code: 4200 });
    await expect(RawClient.open(server.port)).rejects.toThrow();
  });
});

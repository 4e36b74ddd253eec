import Pusher from 'pusher';
import type { RealtimeServer } from '../../upstream/realtime/server';
import { createPublisher } from '../../upstream/realtime/publisher';
import { channelAuth, RawClient, startTestServer, testApp } from './realtime-helpers';

/**
 * Pusher "user authentication" (`pusher:signin`) and "terminate user connections": what lets
 * a revocation close the sockets of a device signed out elsewhere, which otherwise kept
 * receiving the user's codes on its open private channel. Signatures come from the official
 * `pusher` library, independently of the server's code.
 */
const credentials = { appId: testApp.id, key: testApp.key, secret: testApp.secret };
const channelOf = (userId: string) => `private-user.${userId}.0`;

describe('realtime: signed-in sockets and terminating them', () => {
  let server: RealtimeServer;
  let pusher: Pusher;
  const open: RawClient[] = [];

  /** A socket signed in as `userId` (when given) and subscribed to its private channel. */
  async function device(userId: string, options: { signIn?: boolean } = {}) {
    const { client, socketId } = await RawClient.connect(server.port);
    open.push(client);
    if (options.signIn !== false) {
      const { auth, user_data } = pusher.authenticateUser(socketId, { id: userId });
      client.send({ event: 'pusher:signin', data: { auth, user_data } });
      const success = await client.next('pusher:signin_success');
      expect(success.data).toEqual({ user_data: JSON.stringify({ id: userId }) });
    }
    const channel = channelOf(userId);
    expect((await client.subscribe(channel, channelAuth(socketId, channel))).event).toBe(
      'pusher_internal:subscription_succeeded',
    );
    return { client, socketId };
  }

  const received = (client: RawClient, event: string) =>
    client.next(event, 1500).then(
      () => true,
      () => false,
    );

  beforeAll(async () => {
    server = await startTestServer();
    pusher = new Pusher({ ...credentials, host: '127.0.0.1', port: String(server.port), useTLS: false });
  }, 120_000);
  afterEach(() => open.splice(0).forEach((c) => c.close()));
  afterAll(() => server.close());

  it("terminating a user closes every socket signed in as them with 4009, and nothing more reaches them; another user's stays", async () => {
    const phone = await device('41');
    const laptop = await device('41');
    const stranger = await device('42');

    await pusher.terminateUserConnections('41');
    for (const { client } of [phone, laptop]) {
      const error = await client.next('pusher:error');
      expect(error.data).toMatchObject({ code: 4009 });
      expect((await client.closed).code).toBe(4009);
    }
    expect(server.stats()).toMatchObject({ userConnectionsTerminated: 2 });

    await pusher.trigger(channelOf('41'), 'Activation.NewCodeReceived', { code: '123456' });
    await pusher.trigger(channelOf('42'), 'Activation.NewCodeReceived', { code: '654321' });
    expect(await received(stranger.client, 'Activation.NewCodeReceived')).toBe(true);
    expect(phone.client.pending().map((m) => m.event)).not.toContain('Activation.NewCodeReceived');
  });

  it('publishing SessionsRevoked through the upstream publisher tells the user, then closes their sockets', async () => {
    const publish = createPublisher({ ...credentials, url: `http://127.0.0.1:${server.port}`, strict: true });
    const revoked = await device('43');
    await publish(43, 'SessionsRevoked', {});
    expect(await received(revoked.client, 'App\\Events\\SessionsRevoked')).toBe(true);
    expect((await revoked.client.closed).code).toBe(4009);
    // Any other event leaves the sockets open.
    const kept = await device('43');
    await publish(43, 'BalanceTopup', { balance: 100 });
    expect(await received(kept.client, 'App\\Events\\BalanceTopup')).toBe(true);
    expect(kept.client.ws.readyState).toBe(kept.client.ws.OPEN);
  });

  it("refuses an unsigned or forged request to terminate a user's connections, closing nothing", async () => {
    const target = await device('48');
    const unsigned = await fetch(`http://127.0.0.1:${server.port}/apps/${testApp.id}/users/48/terminate_connections`, {
      method: 'POST',
      body: '{}',
    });
    expect(unsigned.status).toBe(401);
    const forger = new Pusher({
      ...credentials,
      secret: 'not-the-secret',
      host: '127.0.0.1',
      port: String(server.port),
    });
    await expect(forger.terminateUserConnections('48')).rejects.toMatchObject({ status: 401 });
    await pusher.trigger(channelOf('48'), 'still-here', {});
    expect(await received(target.client, 'still-here')).toBe(true);
  });

  it('forgets a signed-in socket that closed by itself: terminating its user later closes nothing', async () => {
    const gone = await device('49');
    gone.client.close();
    await gone.client.closed;
    const before = server.stats().userConnectionsTerminated;
    await pusher.terminateUserConnections('49');
    expect(server.stats().userConnectionsTerminated).toBe(before);
  });

  it('refuses a forged sign-in, or one for another socket, with 4009', async () => {
    const forged = await RawClient.connect(server.port);
    open.push(forged.client);
    const userData = JSON.stringify({ id: '44' });
    const wrongSecret = new Pusher({ ...credentials, secret: 'not-the-secret', host: '127.0.0.1', useTLS: false });
    forged.client.send({
      event: 'pusher:signin',
      data: wrongSecret.authenticateUser(forged.socketId, { id: '44' }),
    });
    expect((await forged.client.next('pusher:error')).data).toMatchObject({ code: 4009 });
    expect((await forged.client.closed).code).toBe(4009);

    const elsewhere = await RawClient.connect(server.port);
    open.push(elsewhere.client);
    const { auth } = pusher.authenticateUser('1.2', { id: '44' });
    elsewhere.client.send({ event: 'pusher:signin', data: { auth, user_data: userData } });
    expect((await elsewhere.client.closed).code).toBe(4009);

    const noId = await RawClient.connect(server.port);
    open.push(noId.client);
    const anonymous = JSON.stringify({ name: 'x' });
    noId.client.send({
      event: 'pusher:signin',
      data: { auth: `${testApp.key}:${'0'.repeat(64)}`, user_data: anonymous },
    });
    expect((await noId.client.closed).code).toBe(4009);
  });

  it('a socket may join only its own #server-to-user channel, once signed in', async () => {
    const { client } = await device('45');
    expect((await client.subscribe('#server-to-user-45')).event).toBe('pusher_internal:subscription_succeeded');
    const other = await client.subscribe('#server-to-user-46');
    expect(other).toMatchObject({ event: 'pusher:subscription_error', data: { status: 403 } });
    const anonymous = await RawClient.connect(server.port);
    open.push(anonymous.client);
    expect((await anonymous.client.subscribe('#server-to-user-45')).data).toMatchObject({ status: 403 });
  });
});

describe('realtime: a server that requires sign-in', () => {
  let server: RealtimeServer;
  let pusher: Pusher;
  const open: RawClient[] = [];

  beforeAll(async () => {
    server = await startTestServer({ signinTimeout: 0.4 });
    pusher = new Pusher({ ...credentials, host: '127.0.0.1', port: String(server.port), useTLS: false });
  }, 120_000);
  afterAll(async () => {
    open.forEach((c) => c.close());
    await server.close();
  });

  it('closes a socket that never signs in (it could not be terminated) with 4009; a signed-in one stays', async () => {
    const silent = await RawClient.connect(server.port);
    const signed = await RawClient.connect(server.port);
    open.push(silent.client, signed.client);
    // The silent one subscribes to a private channel it was allowed into, and never signs in.
    const channel = channelOf('47');
    await silent.client.subscribe(channel, channelAuth(silent.socketId, channel));
    signed.client.send({ event: 'pusher:signin', data: pusher.authenticateUser(signed.socketId, { id: '47' }) });
    await signed.client.next('pusher:signin_success');

    expect((await silent.client.next('pusher:error', 5000)).data).toMatchObject({ code: 4009 });
    expect((await silent.client.closed).code).toBe(4009);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(signed.client.ws.readyState).toBe(signed.client.ws.OPEN);
  });
});

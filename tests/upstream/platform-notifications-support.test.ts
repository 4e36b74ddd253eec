import { createHmac } from 'node:crypto';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';
import { call } from './helpers/http';
import { signUp, type SignedUp } from './helpers/accounts';

describe.each(testDatabases())('notifications, support and broadcasting auth on $name', (database) => {
  let t: TestApp;
  let ann: SignedUp;
  let ben: SignedUp;
  beforeAll(async () => {
    t = await createTestApp(database);
    ann = await signUp(t, 'ann@example.test');
    ben = await signUp(t, 'ben@example.test');
  }, 120_000);
  afterAll(() => t.close());

  it('creates a notification, publishes NewUserNotification, lists it unread and reads it', async () => {
    const created = await call(t.app, 'POST', '/api/dev/notifications', {
      body: {
        user_id: ann.user.id,
        category: 'payments',
        title: 'Top-up received',
        body: 'Your balance was topped up.',
      },
    });
    expect(created.status).toBe(200);
    await call(t.app, 'POST', '/api/dev/notifications', {
      body: { user_id: ann.user.id, category: 'promo', title: 'Sale', body: '-10 % today' },
    });
    const event = t.published.find((p) => p.event === 'NewUserNotification' && p.userId === ann.user.id);
    expect(event?.payload).toEqual({
      notification: {
        id: created.body.notification.id,
        title: 'Top-up received',
        body: 'Your balance was topped up.',
        category: 'payments',
        read: false,
        created_at: expect.any(String),
      },
    });

    const list = await call(t.app, 'GET', '/api/notifications?per_page=1', { token: ann.token });
    expect(list.body).toMatchObject({ status: true, unread_count: 2, meta: { total: 2, last_page: 2, per_page: 1 } });
    expect(list.body.data[0].title).toBe('Sale');
    expect(list.body.categories).toContain('payments');
    expect((await call(t.app, 'GET', '/api/user', { token: ann.token })).body.user.notifications_count).toBe(2);

    const byCategory = await call(t.app, 'GET', '/api/notifications?category=payments', { token: ann.token });
    expect(byCategory.body.data.map((n: { id: number }) => n.id)).toEqual([created.body.notification.id]);

    // Another user can neither see nor read it.
    expect((await call(t.app, 'GET', '/api/notifications', { token: ben.token })).body.meta.total).toBe(0);
    expect(
      (await call(t.app, 'POST', `/api/notifications/${created.body.notification.id}/read`, { token: ben.token }))
        .status,
    ).toBe(404);

    const read = await call(t.app, 'POST', `/api/notifications/${created.body.notification.id}/read`, {
      token: ann.token,
    });
    expect(read.body).toMatchObject({ status: true, unread_count: 1 });
    const all = await call(t.app, 'POST', '/api/notifications/read-all', { token: ann.token });
    expect(all.body.unread_count).toBe(0);
    expect((await call(t.app, 'GET', '/api/notifications?unread=1', { token: ann.token })).body.data).toEqual([]);
  });

  it('rejects bad notification input with 422', async () => {
    expect((await call(t.app, 'GET', '/api/notifications?category=spam', { token: ann.token })).status).toBe(422);
    expect((await call(t.app, 'GET', '/api/notifications?per_page=1000', { token: ann.token })).status).toBe(422);
    expect((await call(t.app, 'POST', '/api/notifications/0/read', { token: ann.token })).status).toBe(422);
    expect((await call(t.app, 'GET', '/api/notifications')).status).toBe(401);
  });

  it('runs a support ticket: create, list, staff reply with NewMessage, user reply reopens, close', async () => {
    const created = await call(t.app, 'POST', '/api/support/tickets', {
      token: ann.token,
      body: { subject: 'No SMS arrived', message: 'I waited 10 minutes.' },
    });
    expect(created.status).toBe(200);
    const id = created.body.ticket.id as number;
    expect(created.body).toMatchObject({
      ticket: { status: 'open', messages_count: 1 },
      messages: [{ author: 'user', body: 'I waited 10 minutes.' }],
    });

    const reply = await call(t.app, 'POST', `/api/dev/support/tickets/${id}/reply`, {
      body: { message: 'We refunded the number.' },
    });
    expect(reply.body.ticket).toMatchObject({
      status: 'answered',
      messages_count: 2,
      last_message: { author: 'support' },
    });
    const pushed = t.published.filter((p) => p.userId === ann.user.id && p.event === 'NewMessage');
    expect(pushed.at(-1)?.payload).toEqual({
      resource: {
        id: reply.body.messages[1].id,
        ticket_id: id,
        author: 'support',
        body: 'We refunded the number.',
        created_at: expect.any(String),
      },
    });
    expect(t.published.at(-1)).toMatchObject({
      event: 'NewUserNotification',
      payload: { notification: { category: 'support' } },
    });

    const again = await call(t.app, 'POST', `/api/support/tickets/${id}/messages`, {
      token: ann.token,
      body: { message: 'Thanks!' },
    });
    expect(again.body.ticket.status).toBe('open');
    expect(again.body.messages.map((m: { author: string }) => m.author)).toEqual(['user', 'support', 'user']);

    await call(t.app, 'POST', '/api/support/tickets', {
      token: ann.token,
      body: { subject: 'Payment question', message: 'Which cards?' },
    });
    const list = await call(t.app, 'GET', '/api/support/tickets?search=payment', { token: ann.token });
    expect(list.body.data.map((x: { subject: string }) => x.subject)).toEqual(['Payment question']);
    expect((await call(t.app, 'GET', '/api/support/tickets', { token: ann.token })).body.meta.total).toBe(2);

    const closed = await call(t.app, 'POST', `/api/support/tickets/${id}/close`, { token: ann.token });
    expect(closed.body.ticket.status).toBe('closed');
    expect(
      (await call(t.app, 'GET', '/api/support/tickets?status=closed', { token: ann.token })).body.data,
    ).toHaveLength(1);
  });

  it("titles the support reply's notification in the owner's language", async () => {
    await t.db.updateTable('users').set({ locale: 'de' }).where('id', '=', ben.user.id).execute();
    const created = await call(t.app, 'POST', '/api/support/tickets', {
      token: ben.token,
      body: { subject: 'Frage zur Miete', message: 'Wie lange gilt sie?' },
    });
    await call(t.app, 'POST', `/api/dev/support/tickets/${created.body.ticket.id}/reply`, {
      body: { message: 'Bis zum Ende der Mietzeit.' },
    });
    expect(t.published.at(-1)).toMatchObject({
      userId: ben.user.id,
      event: 'NewUserNotification',
      payload: { notification: { category: 'support', title: 'Antwort vom Support: Frage zur Miete' } },
    });
    const listed = await call(t.app, 'GET', '/api/notifications?category=support', { token: ben.token });
    expect(listed.body.data[0]).toMatchObject({ title: 'Antwort vom Support: Frage zur Miete' });
  });

  it('keeps tickets private and validates input', async () => {
    const mine = await call(t.app, 'POST', '/api/support/tickets', {
      token: ann.token,
      body: { subject: 'Private one', message: 'secret' },
    });
    expect((await call(t.app, 'GET', `/api/support/tickets/${mine.body.ticket.id}`, { token: ben.token })).status).toBe(
      404,
    );
    expect(
      (
        await call(t.app, 'POST', `/api/support/tickets/${mine.body.ticket.id}/messages`, {
          token: ben.token,
          body: { message: 'hi' },
        })
      ).status,
    ).toBe(404);
    const empty = await call(t.app, 'POST', '/api/support/tickets', {
      token: ann.token,
      body: { subject: 'ok subject', message: '   ' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.message).toEqual(['The message field is required.']);
    expect(
      (await call(t.app, 'POST', '/api/dev/support/tickets/999999/reply', { body: { message: 'x' } })).status,
    ).toBe(404);
  });

  it("signs the caller's own private-user channel (form-encoded like pusher-js) and refuses any other", async () => {
    const socketId = '123.456';
    const own = await t.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=${socketId}&channel_name=private-user.${ann.user.id}.0`,
    });
    expect(own.statusCode).toBe(200);
    const { key, secret } = t.ctx.config.realtime;
    const expected = createHmac('sha256', secret).update(`${socketId}:private-user.${ann.user.id}.0`).digest('hex');
    expect(JSON.parse(own.body)).toEqual({ auth: `${key}:${expected}` });

    const other = await call(t.app, 'POST', '/broadcasting/auth', {
      token: ann.token,
      body: { socket_id: socketId, channel_name: `private-user.${ben.user.id}.0` },
    });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ status: false, code: 'FORBIDDEN' });
    expect(
      (
        await call(t.app, 'POST', '/broadcasting/auth', {
          body: { socket_id: socketId, channel_name: `private-user.${ann.user.id}.0` },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(t.app, 'POST', '/broadcasting/auth', {
          token: ann.token,
          body: { socket_id: 'abc', channel_name: 'x' },
        })
      ).status,
    ).toBe(422);
  });

  it('moves the realtime channel on when sessions are revoked: the old one is refused, events go to the new one', async () => {
    const email = 'cleo@example.test';
    const cleo = await signUp(t, email);
    const other = (await call(t.app, 'POST', '/api/login', { body: { email, password: 'correct-horse-1' } })).body
      .token as string;
    const sign = (channel: string) =>
      call(t.app, 'POST', '/broadcasting/auth', {
        token: cleo.token,
        body: { socket_id: '123.456', channel_name: channel },
      });
    expect((await call(t.app, 'GET', '/api/user', { token: cleo.token })).body.user.realtime_channel).toBe(
      `user.${cleo.user.id}.0`,
    );
    // Every other session signed out, from this one.
    expect((await call(t.app, 'DELETE', '/api/user/sessions', { token: cleo.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { token: other })).status).toBe(401);
    // The pages of the revoked sessions hear it on the channel they listen on.
    expect(t.published.at(-1)).toMatchObject({ userId: cleo.user.id, event: 'SessionsRevoked', epoch: 0 });
    expect((await call(t.app, 'GET', '/api/user', { token: cleo.token })).body.user.realtime_channel).toBe(
      `user.${cleo.user.id}.1`,
    );
    expect((await sign(`private-user.${cleo.user.id}.0`)).status).toBe(403);
    expect((await sign(`private-user.${cleo.user.id}.1`)).status).toBe(200);
    await call(t.app, 'POST', '/api/dev/notifications', { body: { user_id: cleo.user.id, title: 'Hi', body: 'New' } });
    expect(t.published.at(-1)).toMatchObject({ userId: cleo.user.id, event: 'NewUserNotification', epoch: 1 });
  });

  it("signs a realtime connection's sign-in as the token's own user only, whatever the body says", async () => {
    const socketId = '123.456';
    const own = await t.app.inject({
      method: 'POST',
      url: '/broadcasting/user-auth',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      // An id in the body is not the contract's: the user comes from the token.
      payload: `socket_id=${socketId}&user_data=${encodeURIComponent(JSON.stringify({ id: String(ben.user.id) }))}`,
    });
    expect(own.statusCode).toBe(200);
    const userData = JSON.stringify({ id: String(ann.user.id) });
    const { key, secret } = t.ctx.config.realtime;
    const expected = createHmac('sha256', secret).update(`${socketId}::user::${userData}`).digest('hex');
    expect(JSON.parse(own.body)).toEqual({ auth: `${key}:${expected}`, user_data: userData });

    expect((await call(t.app, 'POST', '/broadcasting/user-auth', { body: { socket_id: socketId } })).status).toBe(401);
    expect(
      (await call(t.app, 'POST', '/broadcasting/user-auth', { token: ann.token, body: { socket_id: 'abc' } })).status,
    ).toBe(422);
  });
});

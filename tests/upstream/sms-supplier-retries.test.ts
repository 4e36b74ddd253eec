import { call } from './helpers/http';
import { testDatabases } from './helpers/test-db';
import { createCommerceApp, makeUser, offerOf, type CommerceTestApp } from './helpers/commerce';
import { signedHeaders } from '../../upstream/commerce/signed-request';

/**
 * The SMS supplier retries what it got no answer to, and a supplier that signs each attempt
 * anew sends a new signature every time (issue 19: "delivered twice … each delivers exactly
 * once"). With its own id for the SMS (`supplier_sms_id`), every retry, one after another or
 * all at once, gets the first delivery's answer and nothing is stored or announced twice.
 */
describe.each(testDatabases())('SMS supplier retries with its own id on $name', (database) => {
  let t: CommerceTestApp;
  beforeAll(async () => {
    t = await createCommerceApp(database);
  }, 120_000);
  afterAll(() => t.close());

  /** One attempt, signed `secondsAgo` before now: each attempt's signature is its own. */
  const attempt = async (body: Record<string, string>, secondsAgo = 0) => {
    const raw = JSON.stringify(body);
    const signedAt = new Date(t.clock.now().getTime() - secondsAgo * 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/intake',
      payload: raw,
      headers: signedHeaders(t.ctx.config.smsIntakeSecret, raw, signedAt),
    });
    return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
  };
  const activate = async (iso: string) => {
    const user = await makeUser(t, 1_000_000);
    const offer = await offerOf(t.db, 'telegram', iso);
    const res = await call(t.app, 'POST', '/api/activation/buy', {
      token: user.token,
      body: { service_id: offer.serviceId, country_id: offer.countryId },
    });
    expect(res.status).toBe(201);
    return { user, activation: res.body.activation as { id: number; phone: string } };
  };
  const stored = (activationId: number) =>
    t.db.selectFrom('sms_messages').select(['id', 'code']).where('activation_id', '=', activationId).execute();
  const announced = (userId: number) =>
    t.published.filter((p) => p.userId === userId && p.event === 'Activation.NewCodeReceived').length;

  it('a retry signed anew, after the first answer, gets that answer and stores nothing', async () => {
    const { user, activation } = await activate('de');
    const sms = { phone: activation.phone, from: 'Telegram', text: 'Telegram code 41822', supplier_sms_id: 'sup-1' };
    const first = await attempt(sms);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ matched: true, target: { type: 'activation', id: activation.id } });
    t.clock.advance(30_000);
    const retry = await attempt(sms);
    expect(retry).toEqual(first);
    expect(await stored(activation.id)).toEqual([{ id: first.body.message_id, code: '41822' }]);
    expect(announced(user.id)).toBe(1);
  });

  it('five attempts at once, each signed anew: one message, the same answer to all', async () => {
    const { user, activation } = await activate('fr');
    const sms = { phone: activation.phone, from: 'Telegram', text: 'Telegram code 93310', supplier_sms_id: 'sup-2' };
    const answers = await Promise.all([0, 1, 2, 3, 4].map((i) => attempt(sms, i)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const messages = await stored(activation.id);
    expect(messages).toHaveLength(1);
    for (const a of answers)
      expect(a.body).toMatchObject({ matched: true, message_id: messages[0]!.id, code: '93310' });
    expect(announced(user.id)).toBe(1);
  });

  it('another SMS with its own id is a new message, on the same purchase', async () => {
    const { activation } = await activate('es');
    const base = { phone: activation.phone, from: 'Telegram' };
    await attempt({ ...base, text: 'Telegram code 11111', supplier_sms_id: 'sup-3a' });
    await attempt({ ...base, text: 'Telegram code 22222', supplier_sms_id: 'sup-3b' });
    expect((await stored(activation.id)).map((m) => m.code).sort()).toEqual(['11111', '22222']);
  });

  it('an SMS for no open purchase, retried: kept once among the unmatched', async () => {
    const sms = { phone: '+49 151 0000 0001', from: 'Telegram', text: 'code 55555', supplier_sms_id: 'sup-4' };
    const first = await attempt(sms);
    const retry = await attempt(sms, 2);
    expect(first.body).toMatchObject({ matched: false, target: null, message_id: null, code: '55555' });
    expect(retry).toEqual(first);
    const kept = await t.db.selectFrom('unmatched_sms').select('id').where('phone', '=', '+4915100000001').execute();
    expect(kept).toHaveLength(1);
  });

  it('refuses an id that is empty or too long, with the field named', async () => {
    const { activation } = await activate('it');
    for (const supplier_sms_id of ['', 'x'.repeat(129)]) {
      const res = await attempt({ phone: activation.phone, from: 'Telegram', text: 'code 1', supplier_sms_id });
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain('supplier_sms_id');
    }
    expect(await stored(activation.id)).toEqual([]);
  });
});

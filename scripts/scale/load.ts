import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../upstream/db/database';
import { hashPassword } from '../../upstream/accounts/passwords';
import { apiKeyColumns, newApiKey } from '../../upstream/accounts/api-keys';
import { credit } from '../../upstream/commerce/ledger';
import { signedHeaders } from '../../upstream/commerce/signed-request';
import type { ScaleStack } from './stack';

/**
 * The mixed load of `npm run test:scale`: virtual users signed in through the webs, each
 * request to the next web in turn (one session cookie on both: nothing sticky), browsing,
 * buying, cancelling, renting, topping up; a supplier sending SMS to either upstream's
 * signed intake; a gateway settling some top-ups twice, once at each upstream; and time
 * passing for a few purchases at a time (their expiry moved to the past) so that both
 * upstreams' sweepers race to close them.
 */
export interface SentSms {
  kind: 'activation' | 'rent';
  purchaseId: number;
  text: string;
  messageId: number | null;
}

export interface LoadStats {
  requests: number;
  /** Requests and failures per action. */
  byAction: Record<string, { requests: number; failed: number }>;
  /** Failed requests by the stable error code of their body (or HTTP_<status>, NETWORK). */
  errors: Record<string, number>;
  bought: { activations: number; rentals: number; topUps: number };
  cancelled: number;
  aged: number;
  sms: SentSms[];
}

export const LOAD_PASSWORD = 'scale-password-1';
/** How the driver's own SMS texts start, to tell them from the demo supplier's. */
export const SMS_PREFIX = 'Scale:';
const START_BALANCE = 10_000_000;
/** Answers that say a server is broken rather than busy or refusing bad luck. */
export const BROKEN_CODES = ['INTERNAL', 'SERVER_ERROR', 'INVALID_RESPONSE', 'HTTP_500'];

/** Accounts for the load, with money credited through the ledger as any credit is. */
export async function seedLoadUsers(db: Db, count: number): Promise<string[]> {
  const hash = await hashPassword(LOAD_PASSWORD, { memoryKiB: 64, iterations: 1 });
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `scale-${i}-${randomBytes(3).toString('hex')}@example.test`;
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          email,
          name: `Scale ${i}`,
          password_hash: hash,
          email_verified_at: now,
          ...apiKeyColumns(newApiKey()),
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await credit(trx, { userId: user.id, amount: START_BALANCE, kind: 'adjustment', ref: `scale:${email}`, at: now });
    });
    emails.push(email);
  }
  return emails;
}

interface Answer {
  status: number;
  body: Record<string, unknown> | undefined;
}

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;
/** Letters only, so the code extractor never takes the reference for the code. */
const letters = (n: number) => n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)));

export async function runLoad(stack: ScaleStack, db: Db, emails: string[], seconds: number): Promise<LoadStats> {
  const stats: LoadStats = {
    requests: 0,
    byAction: {},
    errors: {},
    bought: { activations: 0, rentals: 0, topUps: 0 },
    cancelled: 0,
    aged: 0,
    sms: [],
  };
  let turn = 0;
  // Taken before any await: each SMS text is unique, which is how the checks find it.
  let smsSeq = 0;
  const count = (action: string, answer: Answer) => {
    stats.requests++;
    const row = (stats.byAction[action] ??= { requests: 0, failed: 0 });
    row.requests++;
    if (answer.status < 400) return;
    row.failed++;
    const code = typeof answer.body?.code === 'string' ? answer.body.code : `HTTP_${answer.status}`;
    stats.errors[code] = (stats.errors[code] ?? 0) + 1;
  };

  async function send(action: string, base: string, path: string, init: RequestInit = {}): Promise<Answer> {
    let answer: Answer;
    try {
      const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
      const text = await res.text();
      let body: Answer['body'];
      try {
        body = JSON.parse(text) as Answer['body'];
      } catch {
        body = undefined;
      }
      answer = { status: res.status, body };
    } catch {
      answer = { status: 599, body: { code: 'NETWORK' } };
    }
    count(action, answer);
    return answer;
  }

  /** Through the next web in turn, as a load balancer without sticky sessions would. */
  const web = (action: string, path: string, cookie: string, method = 'GET', body?: unknown, extra = {}) =>
    send(action, stack.webs[turn++ % stack.webs.length]!, path, {
      method,
      headers: {
        accept: 'application/json',
        'accept-language': 'en',
        cookie,
        ...(method === 'GET' ? {} : { origin: stack.origin, 'content-type': 'application/json' }),
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** To either upstream, signed as the supplier or gateway signs; `base` picks one. */
  const signed = (
    action: string,
    path: string,
    secret: string,
    body: unknown,
    base = pick(stack.upstreams),
    at = new Date(),
  ) => {
    const raw = JSON.stringify(body);
    return send(action, base, path, { method: 'POST', headers: signedHeaders(secret, raw, at), body: raw });
  };

  async function signIn(email: string): Promise<string> {
    const res = await fetch(`${pick(stack.webs)}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: stack.origin },
      body: JSON.stringify({ email, password: LOAD_PASSWORD }),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => null);
    count('sign-in', { status: res?.status ?? 599, body: res ? ((await res.json().catch(() => ({}))) as never) : {} });
    if (!res?.ok) return '';
    return res.headers
      .getSetCookie()
      .map((line) => line.split(';', 1)[0])
      .join('; ');
  }

  const offers = (
    await sql<{ service_id: number; country_id: number }>`
      select service_id, country_id from activation_prices group by service_id, country_id order by random() limit 300`.execute(
      db,
    )
  ).rows;
  /** An open purchase of `userId`'s (a cancel), or of anyone's (the supplier's SMS). */
  const openPurchase = async (kind: 'activation' | 'rent', userId?: number) =>
    (
      await sql<{ id: number; phone: string; name: string }>`
        select p.id, p.phone, s.name from ${sql.table(kind === 'activation' ? 'activations' : 'rentals')} p
        join services s on s.id = p.service_id
        where p.status in ('waiting', 'waiting_retry', 'code_received', 'active') and p.expires_at > now()
          and (${userId ?? null}::int is null or p.user_id = ${userId ?? null}::int)
        order by random() limit 1`.execute(db)
    ).rows[0];
  const userIds = new Map(
    (await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute()).map((u) => [
      u.email,
      u.id,
    ]),
  );

  const actions: [number, (cookie: string, userId: number) => Promise<unknown>][] = [
    [10, (c) => web('browse: services', '/api/sidebar?target=/api/services', c)],
    [6, (c) => web('browse: countries', '/api/sidebar?target=/api/countries', c)],
    [
      2,
      (c) => web('browse: page', pick(['/en', '/en/prices', '/en/faq']), c, 'GET', undefined, { accept: 'text/html' }),
    ],
    [
      6,
      (c) => {
        const o = pick(offers);
        return web('price', `/api/price?service_id=${o.service_id}&country_id=${o.country_id}`, c);
      },
    ],
    [6, (c) => web('active numbers', '/api/user/active-numbers', c)],
    [
      14,
      async (c) => {
        const o = pick(offers);
        const body = { service_id: o.service_id, country_id: o.country_id };
        const key = { 'idempotency-key': `scale-${randomBytes(8).toString('hex')}` };
        const answer = await web('buy activation', '/api/activation/buy', c, 'POST', body, key);
        if (answer.status < 300) stats.bought.activations++;
        // A retried purchase (same key, through the other web and upstream) must not charge again.
        if (answer.status < 300 && randomInt(4) === 0)
          await web('buy again, same key', '/api/activation/buy', c, 'POST', body, key);
      },
    ],
    [
      8,
      async (c, userId) => {
        const a = await openPurchase('activation', userId);
        if (!a) return;
        const answer = await web('cancel activation', `/api/activation/${a.id}/cancel`, c, 'POST');
        if (answer.status < 300) stats.cancelled++;
      },
    ],
    [
      3,
      async (c) => {
        const o = pick(offers);
        const body = { service_id: o.service_id, country_id: o.country_id, period: 4 };
        if ((await web('buy rental', '/api/rent/buy', c, 'POST', body)).status < 300) stats.bought.rentals++;
      },
    ],
    [
      2,
      async (c, userId) => {
        const r = await openPurchase('rent', userId);
        if (r && (await web('cancel rental', `/api/rent/${r.id}/cancel`, c, 'POST')).status < 300) stats.cancelled++;
      },
    ],
    [
      8,
      async () => {
        const kind = randomInt(2) === 0 ? 'activation' : 'rent';
        const p = await openPurchase(kind);
        if (!p) return;
        const text = `${SMS_PREFIX} your code is ${randomInt(100_000, 1_000_000)}. Ref ${letters(smsSeq++)}`;
        const answer = await signed('sms intake', '/api/sms/intake', stack.smsIntakeSecret, {
          phone: p.phone,
          from: p.name,
          text,
        });
        const id = typeof answer.body?.message_id === 'number' ? answer.body.message_id : null;
        const target = answer.body?.target as { id: number; type: SentSms['kind'] } | null | undefined;
        stats.sms.push({ kind: target?.type ?? kind, purchaseId: target?.id ?? p.id, text, messageId: id });
      },
    ],
    [
      4,
      async (c) => {
        const amount = randomInt(5, 50) * 100;
        const answer = await web('top-up', '/api/payments/top-up', c, 'POST', { system: 'btc', amount });
        const tx = (answer.body?.data as { transaction_id?: string } | undefined)?.transaction_id;
        if (!tx) return;
        stats.bought.topUps++;
        // Half of them the gateway also reports itself, to both upstreams at once, racing the demo gateway.
        if (randomInt(2) === 0) {
          const notice = { transaction_id: tx, status: 'paid', amount, external_id: `scale-${tx}` };
          // A gateway's retry is signed anew (another timestamp), so the replay guard lets it in.
          const earlier = new Date(Date.now() - 1_000);
          await Promise.all(
            stack.upstreams.map((base, i) =>
              signed(
                'payment webhook',
                '/api/payments/webhook',
                stack.paymentWebhookSecret,
                notice,
                base,
                i ? earlier : undefined,
              ),
            ),
          );
        }
      },
    ],
  ];
  const totalWeight = actions.reduce((sum, [w]) => sum + w, 0);
  const chooseAction = () => {
    let n = randomInt(totalWeight);
    for (const [w, act] of actions) {
      if (n < w) return act;
      n -= w;
    }
    return actions[0]![1];
  };

  const deadline = Date.now() + seconds * 1000;
  const user = async (email: string) => {
    let cookie = await signIn(email);
    while (Date.now() < deadline) {
      // Now and then a fresh sign-in, as people do.
      if (!cookie || randomInt(40) === 0) cookie = await signIn(email);
      await chooseAction()(cookie, userIds.get(email)!);
    }
  };
  // Time passing: a few open purchases at a time reach their expiry; both sweepers race for them.
  const clock = async () => {
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 3_000));
      const aged = await sql`
        update activations set expires_at = now() - interval '1 second'
        where id in (select id from activations where status in ('waiting', 'code_received') and expires_at > now() order by random() limit 3)`.execute(
        db,
      );
      const agedRent = await sql`
        update rentals set expires_at = now() - interval '1 second'
        where id in (select id from rentals where status = 'active' and expires_at > now() order by random() limit 1)`.execute(
        db,
      );
      stats.aged += Number(aged.numAffectedRows ?? 0) + Number(agedRent.numAffectedRows ?? 0);
    }
  };
  await Promise.all([...emails.map(user), clock()]);
  return stats;
}

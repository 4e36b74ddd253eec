import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../upstream/db/database';
import { signedHeaders } from '../../../upstream/commerce/signed-request';
import type { UpstreamContext } from '../../../upstream/server/context';
import { apiKeyColumns, apiKeyHash, newApiKey } from '../../../upstream/accounts/api-keys';
import { call } from './http';
import type { TestApp } from './test-db';

/** Talks to /stubs/handler_api.php in-process, the way bots do: parameters in the query string. */
export async function handler(
  app: FastifyInstance,
  params: Record<string, string | number>,
): Promise<{ status: number; text: string; type: string }> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await app.inject({ method: 'GET', url: `/stubs/handler_api.php?${query.toString()}` });
  return { status: res.statusCode, text: res.body, type: String(res.headers['content-type'] ?? '') };
}

/** The same, parsing a JSON answer. */
export async function handlerJson<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  app: FastifyInstance,
  params: Record<string, string | number>,
): Promise<T> {
  const res = await handler(app, params);
  if (!res.type.startsWith('application/json')) throw new Error(`expected JSON, got ${res.status} ${res.text}`);
  return JSON.parse(res.text) as T;
}

const issued = new WeakMap<Db, Map<number, string>>();

/**
 * A working API key of the user's. The upstream keeps keys only as hashes, so the first call
 * issues one (as regenerating does) and later calls give the same key back for as long as it is
 * still the account's; once something replaced it (the regenerate route), a new one is issued.
 */
export async function apiKeyOf(db: Db, userId: number): Promise<string> {
  const keys = issued.get(db) ?? new Map<number, string>();
  issued.set(db, keys);
  const row = await db.selectFrom('users').select('api_key_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  const known = keys.get(userId);
  if (known && apiKeyHash(known) === row.api_key_hash) return known;
  const key = newApiKey();
  await db.updateTable('users').set(apiKeyColumns(key)).where('id', '=', userId).execute();
  keys.set(userId, key);
  return key;
}

/** An SMS through the supplier's signed intake (the real route, signature and all). */
export async function deliverSms(
  app: FastifyInstance,
  ctx: UpstreamContext,
  sms: { phone: string; from: string; text: string },
): Promise<Record<string, unknown>> {
  const payload = JSON.stringify(sms);
  const res = await app.inject({
    method: 'POST',
    url: '/api/sms/intake',
    headers: signedHeaders(ctx.config.smsIntakeSecret, payload, ctx.now()),
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`intake: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as Record<string, unknown>;
}

/** A payment gateway's notice through the signed webhook (the real route, signature and all); the raw reply. */
export function deliverPaymentNotice(app: FastifyInstance, ctx: UpstreamContext, notice: unknown) {
  const payload = JSON.stringify(notice);
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: signedHeaders(ctx.config.paymentWebhookSecret, payload, ctx.now()),
    payload,
  });
}

/** A card top-up code of `amount` for the bearer of `token`: its transaction and payment id. */
export async function cardTopUp(t: Pick<TestApp, 'app' | 'db'>, token: string, amount: number) {
  const res = await call(t.app, 'POST', '/api/payments/top-up', { token, body: { system: 'card', amount } });
  const transaction = res.body.data.transaction_id as string;
  const row = await t.db
    .selectFrom('payments')
    .select('id')
    .where('transaction_id', '=', transaction)
    .executeTakeFirstOrThrow();
  return { transaction, id: row.id };
}

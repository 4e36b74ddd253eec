import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../upstream/db/database';
import { signedHeaders } from '../../../upstream/commerce/signed-request';
import type { UpstreamContext } from '../../../upstream/server/context';

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

export async function apiKeyOf(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('api_key').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.api_key;
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

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveCaller } from '../../accounts/api-caller';
import type { UpstreamContext } from '../../server/context';
import { DomainError } from '../../server/errors';
import { actions, type ActionEntry } from './action-table';
import type { HandlerAnswer } from './handler-call';
import { readParams } from './params';
import { RATE_LIMITED, tokenOf, type HandlerToken } from './tokens';

/**
 * `/stubs/handler_api.php`, the sms-activate "handler API" that the market's bots speak, on
 * GET and POST (query string, form or JSON body). Always HTTP 200: the body is the answer, a
 * plain-text token or JSON, refusals included. Authenticated by the user's personal API key
 * (`api_key`) only, never by a session token.
 */
export const HANDLER_PATH = '/stubs/handler_api.php';

const keyPattern = /^[A-Za-z0-9_-]{1,200}$/;

function send(reply: FastifyReply, answer: HandlerAnswer): FastifyReply {
  void reply.status(200).header('cache-control', 'no-store');
  if (typeof answer === 'string') return reply.type('text/plain; charset=utf-8').send(answer);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
}

function refusal(reply: FastifyReply, entry: ActionEntry | undefined, token: HandlerToken): FastifyReply {
  return send(reply, entry?.dialect === 'json' ? { status: 'error', message: token } : token);
}

async function handle(ctx: UpstreamContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const params = readParams(request);
  const entry = actions.get(params.get('action') ?? '');
  const key = params.get('api_key')?.trim() ?? '';
  if (key === '') return refusal(reply, entry, 'NO_KEY');
  let user;
  try {
    // A session token is not a key: scripts get the scoped key only. The key's budget is the
    // one REST v1 spends too (accounts/api-caller.ts), counted only for a real key, so nobody
    // fills the counter table with invented keys; the protocol's answer to a spent one is its token.
    user = keyPattern.test(key) ? (await resolveCaller(ctx, key, request.ip, { name: 'developer' }))?.user : null;
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'RATE_LIMITED') throw error;
    void reply.header('retry-after', String(error.extra.retryAfter ?? 1));
    return refusal(reply, entry, RATE_LIMITED);
  }
  if (!user) return refusal(reply, entry, 'BAD_KEY');
  if (!entry) return refusal(reply, entry, 'BAD_ACTION');
  request.log = request.log.child({ userId: user.id, action: params.get('action') });
  try {
    return send(reply, await entry.run({ ctx, user, params, log: request.log }));
  } catch (error) {
    const token = tokenOf(error, entry.tokens);
    if (token) return refusal(reply, entry, token);
    request.log.error({ err: error }, 'handler api action failed');
    return refusal(reply, entry, 'ERROR_SQL');
  }
}

/**
 * PHP clients that pass an array to CURLOPT_POSTFIELDS send multipart/form-data: read its text
 * fields (files are ignored) with the platform's own form parser. Registered for this route's
 * scope only, so no other route starts accepting multipart bodies.
 */
async function multipartFields(request: FastifyRequest, body: Buffer): Promise<Record<string, string>> {
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': String(request.headers['content-type']) },
  })
    .formData()
    .catch(() => null);
  const fields: Record<string, string> = {};
  for (const [name, value] of form?.entries() ?? []) if (typeof value === 'string') fields[name] = value;
  return fields;
}

export async function registerHandlerApi(app: FastifyInstance, ctx: UpstreamContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer' },
      (request: FastifyRequest, body: Buffer | string) =>
        multipartFields(request, typeof body === 'string' ? Buffer.from(body) : body),
    );
    // A body the parsers refuse (broken JSON, too large) is still answered in the protocol, in the
    // dialect of the action the query string names (a rental action's refusals are JSON).
    scope.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      const status = error instanceof DomainError ? error.status : (error.statusCode ?? 500);
      if (status >= 500) request.log.error({ err: error }, 'handler api request failed');
      const action = (request.query as Record<string, unknown> | undefined)?.action;
      const entry = typeof action === 'string' ? actions.get(action) : undefined;
      return refusal(reply, entry, status < 500 ? 'BAD_DATA' : 'ERROR_SQL');
    });
    scope.route({
      method: ['GET', 'POST'],
      url: HANDLER_PATH,
      handler: (request, reply) => handle(ctx, request, reply),
    });
  });
}

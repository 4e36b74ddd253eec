import { z } from 'zod';
import { broadcastingAuth } from '@contracts/broadcasting';
import { BffError } from '../http/bff-error';
import { contentType, readRawBody } from '../http/body';
import { sendJson, type Exchange } from '../http/endpoint';
import { forward } from '../proxy/forward';
import { relay } from '../proxy/relay';
import { currentSession } from '../session/current';
import { destroySession } from '../session/session';

const request = z.object({
  socket_id: z.string().regex(/^\d{1,20}\.\d{1,20}$/),
  channel_name: z.string().max(200),
});

function parseBody(text: string, type: string | undefined): unknown {
  // pusher-js posts form-encoded, other clients JSON; Origin was checked before either.
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (type === 'application/json') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  throw new BffError('UNSUPPORTED_MEDIA_TYPE');
}

/** POST /api/broadcasting/auth: only ever the caller's own `private-user.{id}`. */
export async function handleBroadcastingAuth(exchange: Exchange): Promise<void> {
  const session = await currentSession(exchange);
  if (!session) {
    destroySession(exchange.req, exchange.res);
    throw new BffError('UNAUTHENTICATED');
  }
  const parsed = request.safeParse(parseBody(await readRawBody(exchange.req), contentType(exchange.req)));
  if (!parsed.success) throw new BffError('BAD_REQUEST', 'socket_id and channel_name are required.');
  if (parsed.data.channel_name !== `private-user.${session.userId}`) throw new BffError('CHANNEL_FORBIDDEN');

  const answer = await forward(exchange, { route: broadcastingAuth, body: parsed.data, session });
  if (answer.status >= 200 && answer.status < 300) {
    const ok = broadcastingAuth.response.safeParse(answer.body);
    if (!ok.success) {
      exchange.log.error = new Error('broadcasting auth answer breaks the contract');
      throw new BffError('INVALID_RESPONSE');
    }
    sendJson(exchange.res, 200, ok.data);
    return;
  }
  relay(exchange, broadcastingAuth, answer);
}

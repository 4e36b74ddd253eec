import { z } from 'zod';
import { broadcastingAuth, broadcastingUserAuth, socketId } from '@contracts/broadcasting';
import { BffError } from '../http/bff-error';
import { contentType, readRawBody } from '../http/body';
import { sendJson, type Exchange } from '../http/endpoint';
import { forward } from '../proxy/forward';
import { relay } from '../proxy/relay';
import { currentSession } from '../session/current';
import { destroySession, type SessionData } from '../session/session';
import { isUserPusherChannelOf } from '@contracts/realtime-channel';

const request = z.object({ socket_id: socketId, channel_name: z.string().max(200) });
const userRequest = z.object({ socket_id: socketId });

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

type SignRoute = typeof broadcastingAuth | typeof broadcastingUserAuth;

/** Forwards a signing request for the session's user and sends back the signature. */
async function sign(exchange: Exchange, route: SignRoute, body: unknown, session: SessionData): Promise<void> {
  const answer = await forward(exchange, { route, body, session });
  if (answer.status >= 200 && answer.status < 300) {
    const ok = route.response.safeParse(answer.body);
    if (!ok.success) {
      exchange.log.error = new Error(`${route.id} answer breaks the contract`);
      throw new BffError('INVALID_RESPONSE');
    }
    sendJson(exchange.res, 200, ok.data);
    return;
  }
  relay(exchange, route, answer);
}

/** The signed-in session and the posted form; a gone session is the usual 401 journey. */
async function signingRequest<T>(
  exchange: Exchange,
  schema: z.ZodType<T>,
  required: string,
): Promise<{ session: SessionData; body: T }> {
  const session = await currentSession(exchange);
  if (!session) {
    destroySession(exchange.req, exchange.res);
    throw new BffError('UNAUTHENTICATED');
  }
  const parsed = schema.safeParse(parseBody(await readRawBody(exchange.req), contentType(exchange.req)));
  if (!parsed.success) throw new BffError('BAD_REQUEST', `${required} required.`);
  return { session, body: parsed.data };
}

/** POST /api/broadcasting/auth: only ever the caller's own `private-user.{id}`. */
export async function handleBroadcastingAuth(exchange: Exchange): Promise<void> {
  const { session, body } = await signingRequest(exchange, request, 'socket_id and channel_name are');
  // The user's own channel; which epoch of it is current, the upstream checks.
  if (!isUserPusherChannelOf(body.channel_name, session.userId)) throw new BffError('CHANNEL_FORBIDDEN');
  await sign(exchange, broadcastingAuth, body, session);
}

/**
 * POST /api/broadcasting/user-auth: pusher-js's `pusher:signin`, always as the session's own
 * user (the upstream picks the id from the token). Revoking a session closes signed-in sockets.
 */
export async function handleBroadcastingUserAuth(exchange: Exchange): Promise<void> {
  const { session, body } = await signingRequest(exchange, userRequest, 'socket_id is');
  await sign(exchange, broadcastingUserAuth, body, session);
}

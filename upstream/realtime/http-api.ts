import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Hub } from './hub';
import { isValidChannelName, MAX_EVENT_NAME } from './protocol';
import { verifyApiRequest } from './signatures';
import type { RealtimeApp, RealtimeLogger } from './types';

/**
 * The Pusher HTTP API subset the official `pusher` library's trigger() and triggerBatch()
 * call, plus channel queries: POST /apps/{id}/events, POST /apps/{id}/batch_events,
 * GET /apps/{id}/channels, GET /apps/{id}/channels/{name}, and terminateUserConnections():
 * POST /apps/{id}/users/{user id}/terminate_connections. Every call is signed.
 */
export interface HttpApiContext {
  hub: Hub;
  appsById: ReadonlyMap<string, RealtimeApp>;
  log: RealtimeLogger;
  /** Largest event `data` in bytes (Pusher: 10 KiB). */
  maxEventData: number;
  nowMs: () => number;
}

/** Pusher allows 100 channels per event and 10 events per batch. */
const MAX_CHANNELS_PER_EVENT = 100;
const MAX_BATCH = 10;

const socketId = z.string().regex(/^\d+\.\d+$/, 'socket_id must look like 123.456');
const eventBody = z.object({
  name: z.string().min(1).max(MAX_EVENT_NAME),
  data: z.string(),
  channels: z.array(z.string()).min(1).max(MAX_CHANNELS_PER_EVENT).optional(),
  channel: z.string().optional(),
  socket_id: socketId.optional(),
});
const batchBody = z.object({
  batch: z
    .array(
      z.object({ name: eventBody.shape.name, data: z.string(), channel: z.string(), socket_id: socketId.optional() }),
    )
    .min(1)
    .max(MAX_BATCH),
});

interface Delivery {
  name: string;
  data: string;
  channels: string[];
  socketId: string | undefined;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...(status === 413 ? { connection: 'close' } : {}),
  });
  res.end(text);
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) return reject(new ApiError(413, `Request body over ${limit} bytes`));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Stop reading; the 413 goes out with `connection: close`, which drops the rest.
        req.removeAllListeners('data');
        req.pause();
        reject(new ApiError(413, `Request body over ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseJson<T>(schema: z.ZodType<T>, body: Buffer): T {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new ApiError(400, 'Body is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ApiError(400, `Invalid body: ${first ? `${first.path.join('.')} ${first.message}` : 'bad shape'}`);
  }
  return parsed.data;
}

function checkDelivery(ctx: HttpApiContext, delivery: Delivery): Delivery {
  if (delivery.channels.length === 0) throw new ApiError(400, 'Missing channels');
  for (const channel of delivery.channels) {
    if (!isValidChannelName(channel)) throw new ApiError(400, `Invalid channel name: ${channel.slice(0, 210)}`);
  }
  if (Buffer.byteLength(delivery.data) > ctx.maxEventData) {
    throw new ApiError(413, `Event data over ${ctx.maxEventData} bytes`);
  }
  return delivery;
}

function deliver(ctx: HttpApiContext, app: RealtimeApp, deliveries: Delivery[]): void {
  for (const d of deliveries) {
    for (const channel of d.channels) ctx.hub.publish(app.id, channel, d.name, d.data, d.socketId);
  }
}

function channelInfo(ctx: HttpApiContext, app: RealtimeApp, query: URLSearchParams, name?: string): unknown {
  const wantsCount = (query.get('info') ?? '').split(',').includes('subscription_count');
  if (name !== undefined) {
    const count = ctx.hub.subscriberCount(app.id, name);
    return { occupied: count > 0, ...(wantsCount ? { subscription_count: count } : {}) };
  }
  const channels = ctx.hub.occupiedChannels(app.id, query.get('filter_by_prefix') ?? '');
  return {
    channels: Object.fromEntries(
      channels.map((c) => [c.name, wantsCount ? { subscription_count: c.subscribers } : {}]),
    ),
  };
}

const ROUTE = /^\/apps\/([^/]+)\/(events|batch_events|channels)(?:\/([^/]+))?$/;
const TERMINATE = /^\/apps\/([^/]+)\/users\/([^/]+)\/terminate_connections$/;

/** The request's body, once its signature is checked against the app's secret; else 401. */
async function signedBody(
  ctx: HttpApiContext,
  req: IncomingMessage,
  url: URL,
  app: RealtimeApp,
  limit: number,
): Promise<Buffer> {
  const body = await readBody(req, limit);
  const method = req.method ?? 'GET';
  const auth = verifyApiRequest({ app, method, path: url.pathname, query: url.searchParams, body, nowMs: ctx.nowMs() });
  if (!auth.ok) {
    ctx.log.warn({ appId: app.id, path: url.pathname, reason: auth.reason }, 'realtime: rejected API request');
    throw new ApiError(401, auth.reason);
  }
  return body;
}

/** terminateUserConnections(): signed like every call; its body (`{}`) carries nothing. */
async function terminate(ctx: HttpApiContext, req: IncomingMessage, res: ServerResponse, url: URL, match: string[]) {
  const [, appId = '', rawUserId = ''] = match;
  const app = ctx.appsById.get(appId);
  if (!app) throw new ApiError(404, 'Unknown app');
  if (req.method !== 'POST') throw new ApiError(405, 'Method not allowed');
  await signedBody(ctx, req, url, app, 16 * 1024);
  let userId: string;
  try {
    userId = decodeURIComponent(rawUserId);
  } catch {
    throw new ApiError(400, 'Invalid user id');
  }
  const closed = ctx.hub.terminateUser(app.id, userId);
  ctx.log.info({ appId, userId, closed }, 'realtime: terminated user connections');
  return send(res, 200, {});
}

async function route(ctx: HttpApiContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://realtime.invalid');
  const method = req.method ?? 'GET';
  if (method === 'GET' && (url.pathname === '/' || url.pathname === '/up')) {
    return send(res, 200, { health: 'OK' });
  }
  const terminating = TERMINATE.exec(url.pathname);
  if (terminating) return terminate(ctx, req, res, url, terminating);
  const match = ROUTE.exec(url.pathname);
  if (!match) throw new ApiError(404, 'Not found');
  const [, appId = '', resource, channelName] = match;
  const app = ctx.appsById.get(appId);
  if (!app) throw new ApiError(404, 'Unknown app');

  const isPost = resource === 'events' || resource === 'batch_events';
  if ((isPost && method !== 'POST') || (!isPost && method !== 'GET') || (isPost && channelName !== undefined)) {
    throw new ApiError(405, 'Method not allowed');
  }
  // A batch carries up to 10 events of maxEventData each, plus the JSON around them.
  const body = await signedBody(ctx, req, url, app, ctx.maxEventData * (MAX_BATCH + 2) + 16 * 1024);

  if (resource === 'events') {
    const e = parseJson(eventBody, body);
    const channels = e.channels ?? (e.channel !== undefined ? [e.channel] : []);
    deliver(ctx, app, [checkDelivery(ctx, { name: e.name, data: e.data, channels, socketId: e.socket_id })]);
    return send(res, 200, {});
  }
  if (resource === 'batch_events') {
    const { batch } = parseJson(batchBody, body);
    const deliveries = batch.map((e) =>
      checkDelivery(ctx, { name: e.name, data: e.data, channels: [e.channel], socketId: e.socket_id }),
    );
    deliver(ctx, app, deliveries);
    return send(res, 200, {});
  }
  if (channelName !== undefined && !isValidChannelName(channelName)) throw new ApiError(400, 'Invalid channel name');
  return send(res, 200, channelInfo(ctx, app, url.searchParams, channelName));
}

export function createHttpApi(ctx: HttpApiContext): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    route(ctx, req, res).catch((error: unknown) => {
      if (res.headersSent) return;
      if (error instanceof ApiError) return send(res, error.status, { error: error.message });
      ctx.log.error({ err: error }, 'realtime: HTTP API failure');
      send(res, 500, { error: 'Internal error' });
    });
  };
}

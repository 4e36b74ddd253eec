import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { WebSocketServer, type WebSocket } from 'ws';
import type { TrustProxy } from '../server/trust-proxy';
import { handleClientMessage, type MessageContext } from './client-messages';
import { createHttpApi } from './http-api';
import { type Client, closeClient, Hub, type HubCounters } from './hub';
import { ErrorCode, errorFrame, frame, newSocketId, PROTOCOL_VERSION } from './protocol';
import { type RealtimeApp, type RealtimeLogger, silentLogger } from './types';

export interface RealtimeServerOptions {
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  apps: RealtimeApp[];
  /** Largest client message and published event data, in bytes. */
  maxPayload?: number;
  /** Seconds of silence before a ping (sent to clients in connection_established). */
  activityTimeout?: number;
  /** Seconds to wait for any frame after the server's pusher:ping before closing with 4201. */
  pongTimeout?: number;
  maxConnections?: number;
  /** Behind a reverse proxy every client shares its IP: raise this or set trustProxy. */
  maxConnectionsPerIp?: number;
  maxChannelsPerConnection?: number;
  /**
   * Seconds a connection may stay without a `pusher:signin` before it is closed with 4009
   * (Pusher's "enforce user authentication"); 0 lets it stay. Only signed-in sockets can be
   * terminated when their user's sessions are revoked, so a client that never signs in must
   * not keep a private channel open past this.
   */
  signinTimeout?: number;
  /**
   * Whose X-Forwarded-For to believe (UPSTREAM_TRUST_PROXY, as for the HTTP API). The client
   * address is the nearest hop that is not a trusted proxy, never the first entry: a client
   * writes that one itself and could pick a fresh address for every connection.
   */
  trustProxy?: TrustProxy;
  log?: RealtimeLogger;
}

export interface RealtimeServerStats extends HubCounters {
  connections: number;
  channels: number;
  subscriptions: number;
}

export interface RealtimeServer {
  port: number;
  /** Closes every socket (4200, so clients reconnect elsewhere) and stops listening. */
  close(): Promise<void>;
  stats(): RealtimeServerStats;
}

const KiB = 1024;

function clientIpResolver(trustProxy: TrustProxy): (req: IncomingMessage) => string {
  if (trustProxy === false) return (req) => req.socket.remoteAddress ?? 'unknown';
  const trusted = proxyAddr.compile(trustProxy);
  return (req) => proxyAddr(req, trusted) || 'unknown';
}

/** Rejects a connection the way pusher-js understands: pusher:error, then a close with the same code. */
function refuse(ws: WebSocket, code: ErrorCode, message: string): void {
  ws.send(errorFrame(code, message));
  closeClient({ ws }, code, message);
}

function protocolError(raw: string | null): [ErrorCode, string] | null {
  if (raw === null) return [ErrorCode.NO_PROTOCOL_VERSION, 'No protocol version supplied'];
  if (!/^\d+$/.test(raw)) return [ErrorCode.INVALID_VERSION_FORMAT, 'Invalid version string format'];
  if (Number(raw) !== PROTOCOL_VERSION) {
    return [
      ErrorCode.UNSUPPORTED_PROTOCOL,
      `Unsupported protocol version ${raw}; this server speaks ${PROTOCOL_VERSION}`,
    ];
  }
  return null;
}

export async function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  const {
    host = '127.0.0.1',
    port = 6001,
    apps,
    maxPayload = 10 * KiB,
    activityTimeout = 120,
    pongTimeout = 30,
    maxConnections = 10_000,
    maxConnectionsPerIp = 200,
    maxChannelsPerConnection = 100,
    signinTimeout = 0,
    trustProxy = false,
    log = silentLogger,
  } = options;
  if (apps.length === 0) throw new Error('startRealtimeServer: at least one app is required');
  if (!(activityTimeout > 0) || !(pongTimeout > 0)) throw new Error('startRealtimeServer: timeouts must be positive');
  if (!(signinTimeout >= 0)) throw new Error('startRealtimeServer: signinTimeout must be 0 or more');

  const appsByKey = new Map(apps.map((a) => [a.key, a]));
  const appsById = new Map(apps.map((a) => [a.id, a]));
  const hub = new Hub(64 * maxPayload, log);
  const messages: MessageContext = { hub, log, maxPayload, maxChannelsPerConnection };
  const clients = new Set<Client>();
  /** Every upgraded socket, including ones being refused, so close() can end them all. */
  const sockets = new Set<WebSocket>();
  const perIp = new Map<string, number>();
  const clientIp = clientIpResolver(trustProxy);

  const http = createServer(createHttpApi({ hub, appsById, log, maxEventData: maxPayload, nowMs: Date.now }));
  // Frames over maxPayload (up to 4×) get a protocol error; bigger ones are cut by ws with 1009.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * maxPayload, perMessageDeflate: false });

  function accept(ws: WebSocket, req: IncomingMessage, key: string, query: URLSearchParams): void {
    const app = appsByKey.get(key);
    if (!app) return refuse(ws, ErrorCode.APP_NOT_FOUND, `App key ${key.slice(0, 64)} does not exist`);
    const badProtocol = protocolError(query.get('protocol'));
    if (badProtocol) return refuse(ws, ...badProtocol);
    const ip = clientIp(req);
    const fromIp = perIp.get(ip) ?? 0;
    if (clients.size >= maxConnections || fromIp >= maxConnectionsPerIp) {
      log.warn({ ip, fromIp, total: clients.size }, 'realtime: connection refused, over capacity');
      return refuse(ws, ErrorCode.OVER_CAPACITY, 'Over capacity');
    }

    const client: Client = {
      ws,
      app,
      ip,
      socketId: newSocketId(),
      channels: new Set(),
      connectedAtMs: Date.now(),
      userId: null,
      lastSeenMs: Date.now(),
      pingSentAtMs: null,
    };
    clients.add(client);
    perIp.set(ip, fromIp + 1);
    const seen = (): void => {
      client.lastSeenMs = Date.now();
      client.pingSentAtMs = null;
    };
    ws.on('message', (raw, isBinary) => {
      seen();
      handleClientMessage(messages, client, raw, isBinary);
    });
    ws.on('pong', seen);
    ws.on('close', () => {
      hub.removeClient(client);
      clients.delete(client);
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left > 0) perIp.set(ip, left);
      else perIp.delete(ip);
    });
    ws.send(frame('pusher:connection_established', { socket_id: client.socketId, activity_timeout: activityTimeout }));
    log.debug({ socketId: client.socketId, ip, app: app.id }, 'realtime: connected');
  }

  http.on('upgrade', (req: IncomingMessage, socket, head) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://realtime.invalid');
    const key = /^\/app\/([^/]+)\/?$/.exec(url.pathname)?.[1];
    if (key === undefined) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      ws.on('error', (err) => log.debug({ err: err.message }, 'realtime: socket error'));
      accept(ws, req, key, url.searchParams);
    });
  });

  // Server-side heartbeat: ping quiet clients, drop those that stay silent after the ping.
  // Also closes connections that have not signed in within signinTimeout, when one is set.
  const sweepMs = Math.max(50, Math.min(activityTimeout, pongTimeout, signinTimeout || 20, 20) * 250);
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const client of clients) {
      if (client.ws.readyState !== client.ws.OPEN) continue;
      if (signinTimeout > 0 && client.userId === null && now - client.connectedAtMs > signinTimeout * 1000) {
        log.debug({ socketId: client.socketId }, 'realtime: not signed in in time');
        hub.removeClient(client);
        refuse(client.ws, ErrorCode.UNAUTHORIZED, 'Connection not authorized within timeout');
      } else if (client.pingSentAtMs !== null) {
        if (now - client.pingSentAtMs > pongTimeout * 1000) {
          log.debug({ socketId: client.socketId }, 'realtime: pong not received');
          closeClient(client, ErrorCode.PONG_NOT_RECEIVED, 'Pong reply not received');
        }
      } else if (now - client.lastSeenMs > activityTimeout * 1000) {
        client.pingSentAtMs = now;
        client.ws.send(frame('pusher:ping', {}));
      }
    }
  }, sweepMs);
  sweep.unref();

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const boundPort = (http.address() as AddressInfo).port;
  log.info({ host, port: boundPort, apps: apps.map((a) => a.id) }, 'realtime: listening');

  let closing: Promise<void> | undefined;
  async function shutdown(): Promise<void> {
    clearInterval(sweep);
    const closed = [...sockets].map((ws) => new Promise<void>((resolve) => ws.once('close', () => resolve())));
    for (const ws of sockets) {
      if (ws.readyState === ws.OPEN) ws.close(ErrorCode.RECONNECT, 'Server shutting down');
    }
    const grace = new Promise<void>((resolve) => setTimeout(resolve, 500).unref());
    await Promise.race([Promise.all(closed), grace]);
    for (const ws of sockets) ws.terminate();
    await new Promise<void>((resolve) => {
      wss.close(() => resolve());
    });
    await new Promise<void>((resolve) => {
      http.close(() => resolve());
      http.closeAllConnections();
    });
    log.info({ port: boundPort }, 'realtime: closed');
  }

  return {
    port: boundPort,
    close: () => (closing ??= shutdown()),
    stats: () => ({ connections: clients.size, ...hub.totals(), ...hub.counters }),
  };
}

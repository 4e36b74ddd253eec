import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BffError } from './bff-error';
import { sendJson } from './endpoint';
import { bffConfig } from '../config';
import { callUpstream } from '../outbound/client';
import { readSession } from '../session/session';

const FLOOR = { status: true };

/** The reference routes exist only on a server started for the benchmark (BENCH=1). */
function benchOnly(res: ServerResponse): boolean {
  if (process.env.BENCH === '1') return true;
  sendJson(res, 404, new BffError('ROUTE_NOT_FOUND').body());
  return false;
}

/**
 * The framework's floor for `npm run bench:bff`: a Next API route that does nothing but
 * answer a tiny static JSON, the same way the BFF sends its answers. It exists only on a
 * server started with BENCH=1 (the benchmark's own stack); anywhere else it is a 404 like
 * any unknown route, so a deployment exposes nothing.
 */
export function benchFloor(_req: IncomingMessage, res: ServerResponse): void {
  if (benchOnly(res)) sendJson(res, 200, FLOOR);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 128, scheduling: 'lifo' });

/**
 * The headers of the proxy floors' one upstream call, GET /api/connect: the session's token and
 * nothing from the client. Null when the route answered itself: 404 outside a BENCH=1 server,
 * 401 for a guest.
 */
async function connectCall(req: IncomingMessage, res: ServerResponse): Promise<Record<string, string> | null> {
  if (!benchOnly(res)) return null;
  const session = await readSession(req);
  if (!session) {
    sendJson(res, 401, new BffError('UNAUTHENTICATED').body());
    return null;
  }
  return {
    authorization: `Bearer ${session.token}`,
    accept: 'application/json',
    app_instance: bffConfig().appInstance,
  };
}

/**
 * The proxy floor for `npm run bench:bff`: the least any BFF must do for a signed-in GET.
 * It finds the session's token (through the same unseal cache as the BFF) and relays one
 * fixed upstream call, GET /api/connect, with bare node:http: no allow-list, header policy,
 * got, retries, validation or log line. What the BFF's own proxying (path c) costs is the
 * gap between the two; what no BFF on this machine can beat is this route's ratio to the floor.
 * BENCH=1 only, like the floor; it never takes a path or a header from the client.
 */
export async function benchBareProxy(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = await connectCall(req, res);
  if (!headers) return;
  const call = http.request(`${bffConfig().upstreamUrl}/api/connect`, { agent, headers }, (answer) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      const body = Buffer.concat(chunks);
      res.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    });
  });
  call.on('error', () => sendJson(res, 503, new BffError('UPSTREAM_UNAVAILABLE').body()));
  call.end();
}

/**
 * The proxy floor with the BFF's own HTTP client (path g of `npm run bench:bff`): the same
 * session read and fixed GET /api/connect as benchBareProxy, made with callUpstream (got with
 * the BFF's options, retry policy and deadline) instead of bare node:http. g − p is what the
 * client costs a request, c − g what the BFF's own work adds beyond it (issue 19 asks to see
 * the two apart). BENCH=1 only, and like the floor it takes nothing from the client.
 */
export async function benchGotProxy(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = await connectCall(req, res);
  if (!headers) return;
  try {
    const answer = await callUpstream({ method: 'GET', path: '/api/connect', headers });
    sendJson(res, answer.status, answer.body);
  } catch {
    sendJson(res, 503, new BffError('UPSTREAM_UNAVAILABLE').body());
  }
}

/**
 * What the sidebar's cached countries list puts on the wire in the demo data (GET
 * /api/sidebar?target=/api/countries, 3207 bytes): bench:bff prints both sizes beside each other.
 */
export const FLOOR_LIST_BYTES = 3207;
const LIST_HEAD = '{"status":true,"count":0,"countries":[],"pad":"';
const LIST = `${LIST_HEAD}${'x'.repeat(FLOOR_LIST_BYTES - LIST_HEAD.length - 2)}"}`;

/**
 * The static floor with a cached list's answer (path l of `npm run bench:bff`): a constant
 * JSON text of the sidebar list's size, with the header names the sidebar sends (request id,
 * no-store, type, length, Vary), and nothing else: no request id made, no query read, no
 * session, no log line. d − l is then the BFF's own work on a cached answer; l − b what the
 * answer's bytes and headers cost any route. BENCH=1 only, like the floor.
 */
export function benchFloorList(_req: IncomingMessage, res: ServerResponse): void {
  if (!benchOnly(res)) return;
  res.statusCode = 200;
  res.setHeader('X-Request-Id', '00000000-0000-4000-8000-000000000000');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', LIST.length);
  res.setHeader('Vary', 'Cookie');
  res.end(LIST);
}

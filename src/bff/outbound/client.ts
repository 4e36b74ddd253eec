import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { bffConfig } from '../config';

/** The methods the contract uses. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Spec §7: GET is retried once on these, and nothing else ever is. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];

export interface UpstreamAnswer {
  status: number;
  /** Parsed JSON, or undefined when the body was empty or not JSON. */
  body: unknown;
  retries: number;
  /** A 429's Retry-After in whole seconds, relayed to the browser. */
  retryAfter?: string;
}

export type UpstreamFailure = 'timeout' | 'unavailable';

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    readonly retries: number,
    options?: { cause?: unknown },
  ) {
    super(`upstream ${kind}`, options);
    this.name = 'UpstreamError';
  }
}

// Keep-alive pools: a fresh TCP (or TLS) handshake per call costs more than the proxying itself.
const agentOptions = {
  keepAlive: true,
  keepAliveMsecs: 1_000,
  maxSockets: 128,
  maxFreeSockets: 32,
  scheduling: 'lifo' as const,
  timeout: 30_000,
};
const agent = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface UpstreamRequest {
  method: Method;
  /** Path with a leading slash, already built from validated segments. */
  path: string;
  searchParams?: URLSearchParams;
  headers: Record<string, string>;
  json?: unknown;
}

/** What one attempt brought back. */
interface Reply {
  status: number;
  text: string;
  retryAfter: string | undefined;
}

class AttemptTimeout extends Error {
  override name = 'TimeoutError';
}

/** The same encodings got asked for and undid; the reference upstream answers uncompressed. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

function decoded(res: http.IncomingMessage): NodeJS.ReadableStream {
  switch (res.headers['content-encoding']) {
    case 'gzip':
    case 'x-gzip':
      return res.pipe(zlib.createGunzip());
    case 'deflate':
      return res.pipe(zlib.createInflate());
    case 'br':
      return res.pipe(zlib.createBrotliDecompress());
    default:
      return res;
  }
}

/**
 * One attempt over bare node:http. got did this for the BFF until issue 19: its options merge,
 * hooks and streams cost more web CPU per call than the rest of the BFF's own work together.
 * `limitMs` bounds the whole attempt (connect, answer, body); `connectMs` the connection alone.
 */
function attempt(url: URL, request: UpstreamRequest, body: string | undefined, limitMs: number, connectMs: number) {
  return new Promise<Reply>((resolve, reject) => {
    const https_ = url.protocol === 'https:';
    const headers: Record<string, string> = { ...request.headers, 'accept-encoding': ACCEPT_ENCODING };
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const call = (https_ ? https : http).request(
      url,
      { method: request.method, headers, agent: https_ ? agent.https : agent.http },
      (res) => {
        const chunks: Buffer[] = [];
        const stream = decoded(res);
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', fail);
        stream.on('end', () => {
          clearTimeout(timer);
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 502,
            text: Buffer.concat(chunks).toString('utf8'),
            retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
          });
        });
      },
    );
    function fail(error: Error) {
      clearTimeout(timer);
      call.destroy();
      reject(error);
    }
    const timer = setTimeout(() => call.destroy(new AttemptTimeout('upstream attempt timed out')), limitMs);
    call.on('socket', (socket) => {
      if (!socket.connecting) return;
      const connecting = setTimeout(() => call.destroy(new AttemptTimeout('upstream connect timed out')), connectMs);
      socket.once('connect', () => clearTimeout(connecting));
      socket.once('close', () => clearTimeout(connecting));
    });
    call.on('error', fail);
    call.end(body);
  });
}

/** got's retry wait with this policy: the Retry-After when the upstream sent one, else 100 ms. */
function retryDelay(reply: Reply): number | null {
  if (reply.retryAfter === undefined) return 100;
  const seconds = Number(reply.retryAfter);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(reply.retryAfter) - Date.now();
  // A Retry-After longer than a second cancels the retry instead of holding the browser.
  if (!Number.isFinite(ms) || ms > 1_000) return null;
  return Math.max(0, ms);
}

/**
 * One upstream call under the spec's retry policy and a hard deadline for all attempts:
 * whatever the upstream does, the browser has an answer within UPSTREAM_TIMEOUT_MS.
 */
export async function callUpstream(request: UpstreamRequest): Promise<UpstreamAnswer> {
  const { upstreamUrl, upstreamTimeoutMs, attemptTimeoutMs, connectTimeoutMs } = bffConfig();
  const query = request.searchParams?.toString();
  const url = new URL(`${upstreamUrl}${request.path}${query ? `?${query}` : ''}`);
  const body = request.json === undefined ? undefined : JSON.stringify(request.json);
  const deadline = Date.now() + upstreamTimeoutMs;
  let retries = 0;
  for (;;) {
    const left = deadline - Date.now();
    let reply: Reply;
    try {
      if (left <= 0) throw new AttemptTimeout('upstream deadline passed');
      reply = await attempt(url, request, body, Math.min(attemptTimeoutMs, left), Math.min(connectTimeoutMs, left));
    } catch (error) {
      // Transport failures are not statuses: spec §7 retries statuses only.
      throw new UpstreamError(error instanceof AttemptTimeout ? 'timeout' : 'unavailable', retries, { cause: error });
    }
    const delay =
      request.method === 'GET' && retries === 0 && RETRY_STATUSES.includes(reply.status) ? retryDelay(reply) : null;
    if (delay !== null && Date.now() + delay < deadline) {
      retries++;
      await new Promise((resolve) => setTimeout(resolve, delay));
      continue;
    }
    const answer: UpstreamAnswer = { status: reply.status, body: parse(reply.text), retries };
    if (reply.status === 429 && reply.retryAfter !== undefined && /^\d{1,6}$/.test(reply.retryAfter))
      answer.retryAfter = reply.retryAfter;
    return answer;
  }
}

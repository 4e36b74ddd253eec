import http from 'node:http';
import https from 'node:https';
import got, { RequestError, type Got, type Method } from 'got';
import { bffConfig } from '../config';

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

let client: Got | undefined;

function upstreamClient(): Got {
  if (client) return client;
  const config = bffConfig();
  client = got.extend({
    prefixUrl: config.upstreamUrl,
    agent,
    throwHttpErrors: false,
    followRedirect: false,
    decompress: true,
    responseType: 'text',
    timeout: { connect: config.connectTimeoutMs, request: config.attemptTimeoutMs },
    retry: {
      limit: 1,
      methods: ['GET'],
      statusCodes: RETRY_STATUSES,
      // Transport failures are not statuses: spec §7 retries statuses only.
      errorCodes: [],
      backoffLimit: 100,
      noise: 0,
      // A Retry-After longer than this cancels the retry instead of holding the browser.
      maxRetryAfter: 1_000,
    },
  });
  return client;
}

export function resetUpstreamClient(): void {
  client = undefined;
}

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

/**
 * One upstream call under the spec's retry policy and a hard deadline for all attempts:
 * whatever the upstream does, the browser has an answer within UPSTREAM_TIMEOUT_MS.
 */
export async function callUpstream(request: UpstreamRequest): Promise<UpstreamAnswer> {
  const { upstreamTimeoutMs } = bffConfig();
  // The deadline of all attempts. A timer cleared on the answer, not AbortSignal.timeout: that
  // one costs more per call (about 0.05 ms of CPU a request in scripts/bench-bff-handler.ts,
  // issue 19), and it aborts with the same TimeoutError.
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    upstreamTimeoutMs,
  );
  try {
    // Only what this call sets: every option given here is merged into got's defaults
    // again on each request, which is a good part of got's own cost per call.
    const response = await upstreamClient()(request.path.slice(1), {
      method: request.method,
      searchParams: request.searchParams,
      headers: request.headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal: deadline.signal,
    });
    const answer: UpstreamAnswer = {
      status: response.statusCode,
      body: parse(response.body),
      retries: response.retryCount,
    };
    const retryAfter = response.headers['retry-after'];
    if (response.statusCode === 429 && typeof retryAfter === 'string' && /^\d{1,6}$/.test(retryAfter))
      answer.retryAfter = retryAfter;
    return answer;
  } catch (error) {
    const code = error instanceof RequestError ? error.code : undefined;
    // The failed request counts the attempts it made, like a response does.
    const retries = error instanceof RequestError ? (error.request?.retryCount ?? 0) : 0;
    const timedOut =
      code === 'ETIMEDOUT' ||
      (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
    throw new UpstreamError(timedOut ? 'timeout' : 'unavailable', retries, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookDeliveryError } from '@contracts/webhooks';
import { resolveTarget, TargetRefused, type Resolve } from './address-guard';

export interface PostOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowLocal: boolean;
  resolve?: Resolve;
}

export type PostOutcome =
  | { ok: true; statusCode: number }
  | { ok: false; statusCode: number | null; error: string; code: WebhookDeliveryError };

const MAX_ERROR_TEXT = 200;

const timedOut = (timeoutMs: number): PostOutcome => ({
  ok: false,
  statusCode: null,
  error: `Timeout after ${timeoutMs} ms.`,
  code: 'timeout',
});

/**
 * One signed POST. Connects to the address resolveTarget checked (a pinned lookup, so the TLS
 * name check still uses the hostname), gives up after timeoutMs from the name's lookup to the
 * answer's status line, and never follows a redirect: a 3xx is a failure like a 5xx. The lookup
 * is inside the time: a name whose DNS server never answers held the sender's slot for as long
 * as the resolver kept trying.
 */
export async function postWebhook(o: PostOptions): Promise<PostOutcome> {
  const url = new URL(o.url);
  const started = Date.now();
  let target: { address: string; family: 4 | 6 } | null;
  let lookupTimer: NodeJS.Timeout | undefined;
  try {
    target = await Promise.race([
      resolveTarget(url, o.allowLocal, o.resolve),
      new Promise<null>((resolve) => (lookupTimer = setTimeout(() => resolve(null), o.timeoutMs))),
    ]);
  } catch (err) {
    const code = err instanceof TargetRefused ? err.code : 'unresolved';
    return { ok: false, statusCode: null, error: (err as Error).message.slice(0, MAX_ERROR_TEXT), code };
  } finally {
    clearTimeout(lookupTimer);
  }
  if (target === null) return timedOut(o.timeoutMs);
  const address = target;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = transport.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: { ...o.headers, 'content-length': String(Buffer.byteLength(o.body)) },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        res.resume();
        res.on('error', () => undefined);
        req.destroy();
        if (status >= 200 && status < 300) finish({ ok: true, statusCode: status });
        else if (status >= 300 && status < 400)
          finish({ ok: false, statusCode: status, error: 'Redirect not followed.', code: 'redirect' });
        else finish({ ok: false, statusCode: status, error: `HTTP ${status}`, code: 'http_status' });
      },
    );
    const timer = setTimeout(
      () => {
        finish(timedOut(o.timeoutMs));
        req.destroy();
      },
      Math.max(0, o.timeoutMs - (Date.now() - started)),
    );
    req.on('error', (err) =>
      finish({ ok: false, statusCode: null, error: err.message.slice(0, MAX_ERROR_TEXT), code: 'connection' }),
    );
    req.end(o.body);
  });
}

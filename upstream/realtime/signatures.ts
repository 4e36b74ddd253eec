import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

export function md5Hex(body: Buffer | string): string {
  return createHash('md5').update(body).digest('hex');
}

/** Constant-time for equal lengths; the expected length is public (64 hex digits). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The `auth` a private-channel subscription must carry: `key:hex(HMAC(secret, "socket_id:channel"))`. */
export function channelAuth(key: string, secret: string, socketId: string, channel: string): string {
  return `${key}:${hmacHex(secret, `${socketId}:${channel}`)}`;
}

export function verifyChannelAuth(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false;
  return safeEqual(auth, channelAuth(app.key, app.secret, socketId, channel));
}

/**
 * The `auth` a `pusher:signin` must carry (Pusher "user authentication"):
 * `key:hex(HMAC(secret, "socket_id::user::user_data"))`, user_data the JSON string as sent.
 */
export function userAuth(key: string, secret: string, socketId: string, userData: string): string {
  return `${key}:${hmacHex(secret, `${socketId}::user::${userData}`)}`;
}

export function verifyUserAuth(
  app: { key: string; secret: string },
  socketId: string,
  userData: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false;
  return safeEqual(auth, userAuth(app.key, app.secret, socketId, userData));
}

export const API_TIMESTAMP_WINDOW_S = 600;

export type ApiAuthResult = { ok: true } | { ok: false; reason: string };

/**
 * Verifies a signed HTTP API request (Pusher "Authentication and authorization signatures"):
 * auth_signature = hex(HMAC-SHA256(secret, "METHOD\nPATH\n" + query)), where query is every
 * parameter but auth_signature, keys lowercased, sorted by key, joined as key=value with '&'.
 */
export function verifyApiRequest(input: {
  app: { key: string; secret: string };
  method: string;
  path: string;
  query: URLSearchParams;
  body: Buffer;
  nowMs: number;
}): ApiAuthResult {
  const { app, query } = input;
  const params = new Map<string, string>();
  for (const [key, value] of query) {
    const lower = key.toLowerCase();
    if (params.has(lower)) return { ok: false, reason: `Duplicate query parameter ${lower}` };
    params.set(lower, value);
  }
  const signature = params.get('auth_signature');
  if (!signature) return { ok: false, reason: 'Missing auth_signature' };
  if (params.get('auth_key') !== app.key) return { ok: false, reason: 'Unknown auth_key' };
  if (params.get('auth_version') !== '1.0') return { ok: false, reason: 'auth_version must be 1.0' };

  const timestamp = Number(params.get('auth_timestamp'));
  if (!Number.isInteger(timestamp)) return { ok: false, reason: 'Missing or bad auth_timestamp' };
  if (Math.abs(input.nowMs / 1000 - timestamp) > API_TIMESTAMP_WINDOW_S) {
    return { ok: false, reason: 'Timestamp expired: outside ±600 s of server time' };
  }

  const bodyMd5 = params.get('body_md5');
  if (input.body.length > 0 || bodyMd5 !== undefined) {
    if (bodyMd5 === undefined || !safeEqual(bodyMd5, md5Hex(input.body))) {
      return { ok: false, reason: 'body_md5 does not match the body' };
    }
  }

  params.delete('auth_signature');
  const sorted = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const expected = hmacHex(app.secret, `${input.method.toUpperCase()}\n${input.path}\n${sorted}`);
  return safeEqual(signature, expected) ? { ok: true } : { ok: false, reason: 'Invalid signature' };
}

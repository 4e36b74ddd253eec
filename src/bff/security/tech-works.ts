import { createHmac } from 'node:crypto';
import { env } from '@/lib/env';
import { sameSecret } from './constant-time';

export const SECRET_COOKIE = 'secretKey';
const MARKER_TTL_SECONDS = 7 * 24 * 3600;

function sign(secret: string, expires: number): string {
  return createHmac('sha256', secret).update(`tech-works-bypass:${expires}`).digest('base64url');
}

/** The `secretKey` cookie value: an expiry and its HMAC under SECRET_KEY, not the secret itself. */
export function bypassMarker(now = Date.now()): string | undefined {
  const secret = env().SECRET_KEY;
  if (!secret) return undefined;
  const expires = Math.floor(now / 1000) + MARKER_TTL_SECONDS;
  return `v1.${expires}.${sign(secret, expires)}`;
}

export function isValidMarker(value: string | undefined, now = Date.now()): boolean {
  const secret = env().SECRET_KEY;
  if (!secret || !value) return false;
  const [version, rawExpires = '', mac = ''] = value.split('.');
  const expires = Number(rawExpires);
  if (version !== 'v1' || !Number.isInteger(expires) || expires * 1000 < now) return false;
  return sameSecret(mac, sign(secret, expires));
}

export function isSecretKey(candidate: unknown): boolean {
  const secret = env().SECRET_KEY;
  return Boolean(secret) && typeof candidate === 'string' && sameSecret(candidate, secret!);
}

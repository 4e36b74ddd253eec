import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed timestamp a receiver should still accept (documented replay window). */
export const SIGNATURE_TOLERANCE_S = 300;

export function signPayload(secret: string, unixSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
}

/** `Codeport-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "t.body")>` */
export function signatureHeader(secret: string, at: Date, body: string): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${signPayload(secret, t, body)}`;
}

/** What a receiver does (docs/webhooks.md): constant-time compare inside the replay window. */
export function verifySignature(secret: string, header: string, body: string, now: Date): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(signPayload(secret, t, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

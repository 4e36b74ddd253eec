import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SIGNATURE_MAX_AGE_SECONDS } from '@contracts/sms-intake';
import type { Db } from '../db/database';
import { DomainError } from '../server/errors';

/**
 * HMAC-signed server-to-server requests (SMS supplier, payment gateway): `X-Timestamp` is
 * unix seconds, `X-Signature` is hex HMAC-SHA256(secret, timestamp + "." + raw body).
 * A timestamp outside the window, a wrong signature or a signature seen before is a 401;
 * the replay log (signed_requests) makes each signed request count once.
 *
 * The signature goes into the replay log in the same transaction as what the request does
 * (claimSignedRequest): a delivery that failed half-way (the database restarted, the process
 * died) leaves no trace, so the sender's retry of the very same request is taken, not refused
 * as a replay of a delivery that never happened.
 */
export function signBody(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Headers for a signed request (scripts, demo jobs, tests). */
export function signedHeaders(secret: string, rawBody: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'x-timestamp': String(timestamp),
    'x-signature': signBody(secret, timestamp, rawBody),
  };
}

const refuse = (message: string) => new DomainError(401, 'UNAUTHENTICATED', message);
const replayed = () => refuse('This signed request was already received (replay).');

/** A verified signed request, to be written to the replay log with its effect. */
export interface SignedClaim {
  signature: string;
  source: 'sms' | 'payment';
  receivedAt: Date;
}

const claims = new WeakMap<FastifyRequest, SignedClaim>();

/** What verifySignedRequest let through for this request (undefined: not a signed request). */
export const signedClaimOf = (request: FastifyRequest): SignedClaim | undefined => claims.get(request);

export async function verifySignedRequest(
  db: Db,
  request: FastifyRequest,
  secret: string,
  source: SignedClaim['source'],
  now: Date,
): Promise<void> {
  const ts = request.headers['x-timestamp'];
  const signature = request.headers['x-signature'];
  if (typeof ts !== 'string' || typeof signature !== 'string') throw refuse('Missing X-Timestamp or X-Signature.');
  if (!/^\d{1,12}$/.test(ts)) throw refuse('X-Timestamp must be unix seconds.');
  if (Math.abs(now.getTime() / 1000 - Number(ts)) > SIGNATURE_MAX_AGE_SECONDS)
    throw refuse('The signature timestamp is outside the allowed window.');
  const expected = Buffer.from(signBody(secret, Number(ts), request.rawBody ?? ''), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse('Invalid signature.');
  const claim = { signature: signature.toLowerCase(), source, receivedAt: now };
  // A replay of a delivery that went through stops here; one racing it stops at its claim.
  const seen = await db
    .selectFrom('signed_requests')
    .select('signature')
    .where('signature', '=', claim.signature)
    .executeTakeFirst();
  if (seen) throw replayed();
  claims.set(request, claim);
}

/**
 * Writes the request to the replay log inside the caller's transaction; throws the replay 401
 * (rolling that transaction back) when the same request got there first.
 */
export async function claimSignedRequest(trx: Db, claim: SignedClaim | undefined): Promise<void> {
  if (!claim) return;
  const fresh = await trx
    .insertInto('signed_requests')
    .values({ signature: claim.signature, source: claim.source, received_at: claim.receivedAt })
    .onConflict((oc) => oc.doNothing())
    .returning('signature')
    .executeTakeFirst();
  if (!fresh) throw replayed();
}

/** Old entries can go once their timestamps could no longer pass the window check. */
export async function purgeSignedRequests(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('signed_requests')
    .where('received_at', '<', new Date(now.getTime() - 2 * SIGNATURE_MAX_AGE_SECONDS * 1000))
    .execute();
}

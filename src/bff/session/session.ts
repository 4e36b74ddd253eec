import type { IncomingMessage, ServerResponse } from 'node:http';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { bffConfig } from '../config';
import { appendSetCookie, readCookies, serializeCookie } from '../http/cookies';
import { servesHttps } from '../http/request-info';
import { sessionPasswords } from './password';

/** What the encrypted cookie holds. The browser can neither read nor forge it. */
export const sessionData = z.object({
  token: z.string().min(1),
  tokenType: z.literal('Bearer'),
  refreshToken: z.string().min(1),
  userId: z.number().int().positive(),
  /** When the upstream stops accepting the token (ISO 8601). */
  expiresAt: z.string(),
  /** When the token pair was last issued or refreshed (ms since epoch). */
  refreshedAt: z.number(),
});
export type SessionData = z.infer<typeof sessionData>;

type Req = IncomingMessage & { cookies?: Partial<Record<string, string>> };

/**
 * Unsealing costs WebCrypto work on every request (stack-notes.md). A seal is unforgeable and
 * immutable, so its plain value can be remembered for a short while, keyed by the seal itself.
 */
const UNSEAL_CACHE_MS = 60_000;
const UNSEAL_CACHE_MAX = 5_000;
const unsealed = new Map<string, { data: SessionData | null; until: number }>();

function remember(seal: string, data: SessionData | null): void {
  if (unsealed.size >= UNSEAL_CACHE_MAX) {
    const oldest = unsealed.keys().next().value;
    if (oldest !== undefined) unsealed.delete(oldest);
  }
  unsealed.set(seal, { data, until: Date.now() + UNSEAL_CACHE_MS });
}

export function clearSessionCache(): void {
  unsealed.clear();
}

export async function readSession(req: Req): Promise<SessionData | null> {
  const { sessionCookieName, sessionTtlSeconds } = bffConfig();
  const seal = readCookies(req)[sessionCookieName];
  if (!seal || seal.length > 4096) return null;
  const hit = unsealed.get(seal);
  if (hit && hit.until > Date.now()) return hit.data;
  let data: SessionData | null = null;
  try {
    const raw = await unsealData<unknown>(seal, { password: sessionPasswords(), ttl: sessionTtlSeconds });
    const parsed = sessionData.safeParse(raw);
    data = parsed.success ? parsed.data : null;
  } catch {
    data = null;
  }
  remember(seal, data);
  return data;
}

function cookieOptions(req: IncomingMessage) {
  // Secure follows the deployment: over plain http (local run, tests) a Secure cookie never comes
  // back. An https public origin counts (a TLS proxy in front without TRUST_PROXY): the browser
  // is on https there, and the cookie must never go out over plain http.
  return { httpOnly: true, secure: servesHttps(req), sameSite: 'Lax' as const, path: '/' };
}

export async function saveSession(req: IncomingMessage, res: ServerResponse, data: SessionData): Promise<void> {
  const { sessionCookieName, sessionTtlSeconds } = bffConfig();
  const seal = await sealData(sessionData.parse(data), { password: sessionPasswords(), ttl: sessionTtlSeconds });
  remember(seal, data);
  // The cookie expires a minute before the seal, as iron-session itself does.
  appendSetCookie(
    res,
    serializeCookie(sessionCookieName, seal, { ...cookieOptions(req), maxAge: sessionTtlSeconds - 60 }),
  );
}

export function destroySession(req: Req, res: ServerResponse): void {
  const { sessionCookieName } = bffConfig();
  const seal = readCookies(req)[sessionCookieName];
  if (seal) unsealed.delete(seal);
  appendSetCookie(res, serializeCookie(sessionCookieName, '', { ...cookieOptions(req), maxAge: 0 }));
}

/** The session fields of an upstream sign-in answer. */
export function sessionFromUpstream(answer: {
  token: string;
  token_type: 'Bearer';
  refresh_token: string;
  expires_at: string;
  user: { id: number };
}): SessionData {
  return {
    token: answer.token,
    tokenType: answer.token_type,
    refreshToken: answer.refresh_token,
    userId: answer.user.id,
    expiresAt: answer.expires_at,
    refreshedAt: Date.now(),
  };
}
